import { describeRemoteRoutes } from '@prohive/shared/testing';
import { routes } from '../routes';

describeRemoteRoutes('account', routes);
