/** Every module's route plugin, one line each; app.ts registers them under the API. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './modules/auth/auth.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { healthRoutes } from './modules/health/health.routes';

export const modulePlugins: FastifyPluginAsyncZod[] = [healthRoutes, authRoutes, dashboardRoutes];
