import { z } from 'zod';
import { COMPUTE_MESSAGES, provisionBody } from '../../../contract/compute.js';
import { zodFormResolver } from '../../lib/zod-form-resolver';

// The /compute launch cards' validators: zod and the compute schemas. Loaded on a card's first check
// (lazy-form-resolvers.ts), not with /compute; the cards import only types from here. The
// contract's `provisionBody` gives the field rules, so the browser and the server agree.

/** The contract's `os`, required here ('Choose an operating system before provisioning.', a toast). */
const trialLaunchForm = z.object({
  os: provisionBody.shape.os.unwrap().min(1, 'Choose an operating system before provisioning.'),
});

/** The three choices are required (one toast names them, 001 §5); the label follows the contract's rule. */
const chosen = z.string().min(1, COMPUTE_MESSAGES.selectionRequired);
const catalogueLaunchForm = z.object({
  region: chosen,
  plan: chosen,
  osId: chosen,
  label: provisionBody.shape.label.unwrap().unwrap(),
});
/** As typed (osId a string). */
export type CatalogueLaunchValues = z.input<typeof catalogueLaunchForm>;
export type CatalogueLaunchOutput = z.output<typeof catalogueLaunchForm>;

export const trialLaunchResolver = zodFormResolver(trialLaunchForm);
export const catalogueLaunchResolver = zodFormResolver(catalogueLaunchForm);
