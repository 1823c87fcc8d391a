/**
 * The store's route schemas: the public lists, and the console's services and products (their
 * bodies' shape from contract/validation/store.ts, whose rules and messages decide the rest).
 */
import { PRODUCT_SCHEMA, SERVICE_SCHEMA } from "../../contract/validation/store";
import { bodyShapeOf } from "../platform/bodyValidation";
import { DATABASE_ID, NO_BODY, NO_CONTENT, answerObject, errorAnswers, pathParams } from "../platform/routeSchemas";

const text = { type: "string" } as const;
const textOrNull = { type: ["string", "null"] } as const;
const count = { type: "integer" } as const;

const SERVICE = answerObject({ _id: text, slug: text, title: text, description: text, icon: textOrNull });
const PRODUCT = answerObject({ _id: text, slug: text, name: text, description: text, price: { type: ["number", "null"] }, currency: { type: "string", enum: ["PKR"] }, image: textOrNull });

const listAnswer = (item: object) =>
  answerObject({ success: { type: "boolean" }, data: { type: "array", items: item }, message: text });

export const PUBLIC_SERVICES_SCHEMA = { summary: "The party's services", body: NO_BODY, response: { 200: listAnswer(SERVICE) } } as const;
export const PUBLIC_PRODUCTS_SCHEMA = { summary: "The party's products", body: NO_BODY, response: { 200: listAnswer(PRODUCT) } } as const;

const ADMIN_ITEM = {
  services: answerObject({ id: count, slug: text, title: text, description: text, icon: text, sortOrder: count }),
  products: answerObject({ id: count, slug: text, name: text, description: text, pricePkr: { type: ["number", "null"] }, sortOrder: count }),
} as const;

const BODY = { services: bodyShapeOf(SERVICE_SCHEMA), products: bodyShapeOf(PRODUCT_SCHEMA) };

/** The console's four routes of one kind (services or products). */
export function storeAdminSchemas(path: "services" | "products", notFound: string) {
  const item = ADMIN_ITEM[path];
  const params = pathParams("id", DATABASE_ID, notFound);
  return {
    list: { response: { 200: answerObject({ [path]: { type: "array", items: item } }) } },
    create: { body: BODY[path], response: { 201: item, ...errorAnswers(400, 409) } },
    update: { params, body: BODY[path], response: { 200: item, ...errorAnswers(400, 404, 409) } },
    remove: { params, response: { 204: NO_CONTENT, ...errorAnswers(404) } },
  } as const;
}
