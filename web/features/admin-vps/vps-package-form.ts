import { z } from 'zod';
import {
  VPS_MESSAGES as M,
  VPS_OS_CHOICES,
  VPS_OS_VALUES,
  VPS_PACKAGE_DEFAULTS,
  type VpsPackage,
  type VpsPackageCreateBody,
} from '../../../contract/vps.js';

// The VPS package dialog's fields as typed (strings), their 001 §5 rules with the contract's messages, and the
// conversion to the API body. The price is typed in dollars and sent in dollars: the server stores whole cents.

const decimal = /^\d+(\.\d{0,2})?$|^\.\d{1,2}$/;
const whole = (min: number, message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= 100_000_000, message);

export const vpsOsChoiceFormSchema = z.object({
  label: z.string().trim().min(1, M.osChoiceInvalid).max(100, M.osChoiceInvalid),
  value: z.enum(VPS_OS_VALUES, { error: M.osChoiceInvalid }),
});

export const vpsPackageFormSchema = z.object({
  name: z.string().trim().min(1, M.nameRequired).max(100),
  displayName: z.string().trim().min(1, M.displayNameRequired).max(200),
  description: z.string().max(2000),
  price: z
    .string()
    .trim()
    .min(1, M.priceRequired)
    .refine((v) => !v.startsWith('-'), M.priceMin)
    .refine((v) => v.startsWith('-') || decimal.test(v), M.priceCents)
    .refine((v) => !decimal.test(v) || Number(v) <= 1_000_000, M.priceMin),
  vcpu: z
    .string()
    .trim()
    .min(1, M.vcpuRequired)
    .refine((v) => /^\d*\.?\d*$/.test(v) && Number(v) > 0 && Number(v) <= 999.99, M.vcpuRequired)
    .refine((v) => !/^\d*\.?\d*$/.test(v) || decimal.test(v), M.vcpuDecimals),
  memory: whole(1, M.memoryRequired),
  storage: whole(1, M.storageRequired),
  additionalStorage: whole(0, M.additionalStorageMin),
  ipv4Addresses: z
    .string()
    .trim()
    .min(1, M.ipv4Required)
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 1000, M.ipv4Required),
  trafficPort: z.string().trim().min(1, M.trafficPortRequired).max(100),
  osChoices: z
    .array(vpsOsChoiceFormSchema)
    .min(1, M.osChoicesRequired)
    .refine((list) => new Set(list.map((c) => c.value)).size === list.length, M.osChoicesRepeated),
  isAnonymous: z.boolean(),
  isActive: z.boolean(),
  sortOrder: z
    .string()
    .trim()
    .refine((v) => /^-?\d+$/.test(v) && Math.abs(Number(v)) <= 1_000_000, 'errorSortOrder'),
});
export type VpsPackageFormValues = z.infer<typeof vpsPackageFormSchema>;

/** The label an OS choice starts with when the admin adds it. */
export const defaultOsLabel = (value: string) => VPS_OS_CHOICES.find((c) => c.value === value)?.label ?? value;

/** 001 §9 defaults: isAnonymous true, ipv4Addresses 1, additionalStorage 0; every OS of 001 §3 offered. */
export const EMPTY_VPS_PACKAGE_FORM: VpsPackageFormValues = {
  name: '',
  displayName: '',
  description: '',
  price: '',
  vcpu: '',
  memory: '',
  storage: '',
  additionalStorage: String(VPS_PACKAGE_DEFAULTS.additionalStorage),
  ipv4Addresses: String(VPS_PACKAGE_DEFAULTS.ipv4Addresses),
  trafficPort: '',
  osChoices: VPS_OS_CHOICES.map((c) => ({ label: c.label, value: c.value })),
  isAnonymous: VPS_PACKAGE_DEFAULTS.isAnonymous,
  isActive: VPS_PACKAGE_DEFAULTS.isActive,
  sortOrder: String(VPS_PACKAGE_DEFAULTS.sortOrder),
};

export function vpsPackageToForm(pkg: VpsPackage): VpsPackageFormValues {
  return {
    name: pkg.name,
    displayName: pkg.displayName,
    description: pkg.description ?? '',
    price: (pkg.price / 100).toFixed(2),
    vcpu: String(pkg.vcpu),
    memory: String(pkg.memory),
    storage: String(pkg.storage),
    additionalStorage: String(pkg.additionalStorage),
    ipv4Addresses: String(pkg.ipv4Addresses),
    trafficPort: pkg.trafficPort,
    osChoices: pkg.osChoices
      .filter((c): c is { label: string; value: (typeof VPS_OS_VALUES)[number] } =>
        (VPS_OS_VALUES as readonly string[]).includes(c.value),
      )
      .map((c) => ({ label: c.label, value: c.value })),
    isAnonymous: pkg.isAnonymous,
    isActive: pkg.isActive,
    sortOrder: String(pkg.sortOrder),
  };
}

export function vpsFormToBody(values: VpsPackageFormValues): VpsPackageCreateBody {
  return {
    name: values.name.trim(),
    displayName: values.displayName.trim(),
    description: values.description.trim() || null,
    // Dollars (001 §5); '19.9' → 19.9, the server rounds to 1990 cents.
    price: Number(values.price.trim()),
    currency: 'USD',
    vcpu: Number(values.vcpu.trim()),
    memory: Number(values.memory),
    storage: Number(values.storage),
    additionalStorage: Number(values.additionalStorage),
    ipv4Addresses: Number(values.ipv4Addresses),
    trafficPort: values.trafficPort.trim(),
    osChoices: values.osChoices.map((c) => ({ label: c.label.trim(), value: c.value })),
    isAnonymous: values.isAnonymous,
    isActive: values.isActive,
    sortOrder: Number(values.sortOrder),
  };
}
