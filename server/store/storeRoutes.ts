/** POST /api/services and /api/products: { success, data, message }. */
import type { FastifyInstance } from "fastify";
import { createStoreRepository } from "./storeRepository";
import { PUBLIC_PRODUCTS_SCHEMA, PUBLIC_SERVICES_SCHEMA } from "./storeSchemas";

export async function storeRoutes(
  app: FastifyInstance,
  { store }: { store: ReturnType<typeof createStoreRepository> },
) {
  // These calls carry no body, but clients send them with Content-Type: application/json: an empty
  // JSON body is no body here (the parser is scoped to this plugin; the forms still require one).
  const json = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) =>
    body === "" ? done(null, undefined) : json(request, String(body), done),
  );
  app.post("/services", { schema: PUBLIC_SERVICES_SCHEMA }, async () => {
    const data = store.services();
    return { success: true, data, message: `${data.length} services` };
  });
  app.post("/products", { schema: PUBLIC_PRODUCTS_SCHEMA }, async () => {
    const data = store.products();
    return { success: true, data, message: `${data.length} products` };
  });
}
