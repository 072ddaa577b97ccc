/**
 * Public holidays (সরকারি ছুটি) of Bangladesh, one row per Dhaka calendar day. Working-day clocks
 * (support response times, leave) skip these days besides the weekly Friday and Saturday. Holidays
 * that follow the moon (the Eids, Ashura, Shab-e-Barat, Buddha Purnima, Durga Puja …) are `moving`:
 * their day is fixed each year by the government's gazette and entered then.
 */
import { boolean, date, pgTable, text } from 'drizzle-orm/pg-core';

export const publicHolidays = pgTable('public_holidays', {
  day: date('day').primaryKey(),
  nameBn: text('name_bn').notNull(),
  nameEn: text('name_en').notNull(),
  /** True for a holiday whose date depends on the moon and changes every year. */
  moving: boolean('moving').notNull().default(false),
});
