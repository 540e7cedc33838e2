import { describeRemoteRoutes } from '@prohive/shared/testing';
import { routes } from '../routes';

describeRemoteRoutes('marketing', routes);
