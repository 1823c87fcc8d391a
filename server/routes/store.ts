/** POST /api/services and /api/products: { success, data, message }. */
import type { FastifyInstance } from "fastify";
import { createStoreRepository } from "../repositories/store";

export async function storeRoutes(
  app: FastifyInstance,
  { store }: { store: ReturnType<typeof createStoreRepository> },
) {
  app.post("/services", async () => {
    const data = store.services();
    return { success: true, data, message: `${data.length} services` };
  });
  app.post("/products", async () => {
    const data = store.products();
    return { success: true, data, message: `${data.length} products` };
  });
}
