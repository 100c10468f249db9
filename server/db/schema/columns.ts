import { bigint, integer, serial, timestamp } from 'drizzle-orm/pg-core';

// Column helpers shared by every table so timestamps behave the same everywhere.
export const id = () => serial('id').primaryKey();
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const cents = (name: string) => integer(name);
export const byteCount = (name: string) => bigint(name, { mode: 'number' });
