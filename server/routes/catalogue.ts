/** POST /api/services and /api/products: { success, data, message } (SPEC section 7). */
import type { FastifyInstance } from "fastify";
import { createCatalogueRepository } from "../repositories/catalogue";

export async function catalogueRoutes(
  app: FastifyInstance,
  { catalogue }: { catalogue: ReturnType<typeof createCatalogueRepository> },
) {
  app.post("/services", async () => {
    const data = catalogue.services();
    return { success: true, data, message: `${data.length} services` };
  });
  app.post("/products", async () => {
    const data = catalogue.products();
    return { success: true, data, message: `${data.length} products` };
  });
}
