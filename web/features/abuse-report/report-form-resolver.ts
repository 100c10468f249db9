import { zodFormResolver } from '../../lib/zod-form-resolver';
import { reportFormSchema } from './report-form';

/** Loaded on the report form's first check (web/lib/lazy-resolver.ts): zod and the abuse schemas come with it. */
export const reportFormResolver = zodFormResolver(reportFormSchema);
