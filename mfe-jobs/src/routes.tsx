import { lazy } from 'react';
import type { RemoteRoutesModule } from '@prohive/shared';

const CreateJobPage = lazy(() => import('./pages/CreateJobPage'));
const FindJobsPage = lazy(() => import('./pages/FindJobsPage'));
const JobDetailPage = lazy(() => import('./pages/JobDetailPage'));
const ProfessionalsPage = lazy(() => import('./pages/ProfessionalsPage'));
const ProfessionalProfilePage = lazy(() => import('./pages/ProfessionalProfilePage'));
const FindProMobilePage = lazy(() => import('./pages/FindProMobilePage'));
const ServiceProfessionalsPage = lazy(() => import('./pages/ServiceProfessionalsPage'));
const MessagesPage = lazy(() => import('./pages/MessagesPage'));
const ConversationPage = lazy(() => import('./pages/ConversationPage'));

/** Everything the jobs remote owns in REMOTE_AREAS: posting and finding jobs, finding pros, messages. */
export const routes: RemoteRoutesModule['routes'] = [
  { path: '/create-job', Component: CreateJobPage },
  { path: '/jobs', Component: FindJobsPage },
  { path: '/job-listings', Component: FindJobsPage },
  { path: '/job/:jobId', Component: JobDetailPage },
  { path: '/professionals', Component: ProfessionalsPage },
  { path: '/professionals/:serviceId', Component: ProfessionalProfilePage },
  { path: '/find-pro-mobile', Component: FindProMobilePage },
  { path: '/services/:service/professionals', Component: ServiceProfessionalsPage },
  { path: '/messages', Component: MessagesPage },
  { path: '/messages/:conversationId', Component: ConversationPage },
];
