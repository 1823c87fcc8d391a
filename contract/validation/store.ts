/**
 * Rules for the services and products the press office edits in the console (the site's
 * store). The console's forms and the server validate with these same schemas.
 */
import * as Yup from "yup";
import { SLUG_MAX, SLUG_PATTERN } from "../lib/slugify";

const slug = Yup.string()
  .trim()
  .max(SLUG_MAX, `The address must be at most ${SLUG_MAX} characters`)
  .matches(SLUG_PATTERN, { message: "The address may contain only lower-case letters, digits and single hyphens", excludeEmptyString: true })
  .default("");

const sortOrder = Yup.number()
  .typeError("Enter a whole number")
  .integer("Enter a whole number")
  .min(0, "Enter 0 or more")
  .max(10_000, "Enter at most 10000")
  .default(0);

export type ServiceValues = { title: string; slug: string; description: string; icon: string; sortOrder: number };

export const SERVICE_SCHEMA = Yup.object({
  title: Yup.string().trim().max(100, "The title must be at most 100 characters").required("Title is required"),
  slug,
  description: Yup.string().trim().max(1000, "The description must be at most 1000 characters").required("Description is required"),
  icon: Yup.string().trim().max(40, "The icon name must be at most 40 characters").matches(/^[a-z0-9-]*$/, "Use an icon name such as users or heart").default(""),
  sortOrder,
});

export type ProductValues = { name: string; slug: string; description: string; pricePkr: number | null; sortOrder: number };

export const PRODUCT_SCHEMA = Yup.object({
  name: Yup.string().trim().max(100, "The name must be at most 100 characters").required("Name is required"),
  slug,
  description: Yup.string().trim().max(1000, "The description must be at most 1000 characters").required("Description is required"),
  pricePkr: Yup.number()
    .typeError("Enter the price in whole rupees")
    .integer("Enter the price in whole rupees")
    .min(0, "The price cannot be negative")
    .max(10_000_000, "Enter at most 10,000,000 rupees")
    .nullable()
    .default(null),
  sortOrder,
});
