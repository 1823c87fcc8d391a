/**
 * The body of POST /api/vitals, described once: the server checks each beacon against this JSON Schema
 * (server/vitals/vitalsRoutes.ts adds its refusal's sentence) and the browser's type of what it sends
 * (src/lib/vitals/reportVitals.ts) is derived from it. A module of its own so that the browser, which
 * needs only the types, never carries the schema.
 */
import type { FromSchema } from "json-schema-to-ts";
import { LANGS } from "../../i18n/locales";
import { CONNECTIONS, DEVICE_CLASSES, DEVICE_MEMORIES, LCP_ELEMENT_KINDS, ROUTE_PATTERN, TARGET_PATTERN, VITAL_NAMES } from "./vitals";

export const VITALS_BEACON = {
  type: "object",
  required: ["route", "edition", "connection", "deviceClass", "metrics"],
  properties: {
    route: { type: "string", maxLength: 200, pattern: ROUTE_PATTERN },
    edition: { type: "string", enum: LANGS },
    connection: { type: "string", enum: CONNECTIONS },
    deviceMemory: { type: "number", enum: DEVICE_MEMORIES },
    deviceClass: { type: "string", enum: DEVICE_CLASSES },
    metrics: {
      type: "array",
      minItems: 1,
      maxItems: VITAL_NAMES.length,
      items: {
        type: "object",
        required: ["name", "value"],
        properties: {
          name: { type: "string", enum: VITAL_NAMES },
          value: { type: "number", minimum: 0 },
          // INP's element, as a CSS selector.
          target: { type: "string", pattern: TARGET_PATTERN },
          // LCP's kind of element.
          element: { type: "string", enum: LCP_ELEMENT_KINDS },
        },
      },
    },
  },
} as const;

/**
 * A schema's type with only its declared fields: json-schema-to-ts opens every object that does not
 * forbid other fields (`[x: string]: unknown`), which a beacon's sender has no use for.
 */
type Declared<T> = T extends readonly (infer Item)[]
  ? Declared<Item>[]
  : T extends object
    ? { [Key in keyof T as string extends Key ? never : number extends Key ? never : Key]: Declared<T[Key]> }
    : T;

export type VitalsBeacon = Declared<FromSchema<typeof VITALS_BEACON>>;

/** One measurement in a beacon. */
export type VitalMeasurement = VitalsBeacon["metrics"][number];
