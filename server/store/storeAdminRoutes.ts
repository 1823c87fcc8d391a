/**
 * The site's store, edited by the press office (editor or admin): services and products, so
 * nothing on the public side needs SQL. /api/admin/services and /api/admin/products each have
 * GET (list), POST (201), PATCH /{id} (200) and DELETE /{id} (204); a duplicate address → 409.
 */
import type { FastifyInstance } from "fastify";
import type { AnyObjectSchema } from "yup";
import { slugify } from "../../contract/lib/slugify";
import { PRODUCT_SCHEMA, SERVICE_SCHEMA, type ProductValues, type ServiceValues } from "../../contract/validation/store";
import type { StoreRepository } from "./storeRepository";
import { validateWith } from "../platform/bodyValidation";
import type { AuditLog } from "../staff/auditLog";
import { requireRole } from "../staff/guard";
import { storeAdminSchemas } from "./storeSchemas";

export const DUPLICATE_STORE_SLUG = "Another entry already uses this address.";

type Kind<V, Item> = {
  path: "services" | "products";
  noun: string;
  schema: AnyObjectSchema;
  titleOf: (values: V) => string;
  list: () => Item[];
  find: (id: number) => (Item & { id: number }) | undefined;
  slugOwner: (slug: string) => number | undefined;
  save: (values: V & { slug: string }, id?: number) => Item & { id: number; slug: string };
  remove: (id: number) => boolean;
};

export async function storeAdminRoutes(admin: FastifyInstance, { store, audit }: { store: StoreRepository; audit: AuditLog }) {
  const editors = { preValidation: requireRole("editor") };

  function routesFor<V extends { slug: string }, Item extends object>(kind: Kind<V, Item>) {
    const notFound = `There is no ${kind.noun} with this id.`;
    const schemas = storeAdminSchemas(kind.path, notFound);
    const record = (actor: string, action: string, item: { id: number; slug: string }) =>
      audit.record({ actor, action: `store.${kind.noun}.${action}`, target: `${kind.noun}:${item.id}`, detail: { slug: item.slug } });

    admin.get(`/${kind.path}`, { ...editors, schema: schemas.list }, async () => ({ [kind.path]: kind.list() }));

    const save = async (body: unknown, id: number | undefined, reply: import("fastify").FastifyReply) => {
      const result = await validateWith<V>(kind.schema, body);
      if (!result.ok) return { error: reply.code(400).send({ message: result.body.message, errors: result.body.errors ?? {} }) };
      const values = result.values;
      const slug = values.slug || slugify(kind.titleOf(values)) || `${kind.noun}-${Date.now().toString(36)}`;
      const owner = kind.slugOwner(slug);
      if (owner !== undefined && owner !== id) {
        return { error: reply.code(409).send({ message: DUPLICATE_STORE_SLUG, errors: { slug: DUPLICATE_STORE_SLUG } }) };
      }
      return { item: kind.save({ ...values, slug }, id) };
    };

    admin.post(`/${kind.path}`, { ...editors, schema: schemas.create }, async (request, reply) => {
      const { item, error } = await save(request.body, undefined, reply);
      if (error) return error;
      record(request.staff.email, "create", item!);
      return reply.code(201).send(item);
    });

    admin.patch<{ Params: { id: string }; Body: Record<string, unknown> }>(`/${kind.path}/:id`, { ...editors, schema: schemas.update }, async (request, reply) => {
      const existing = kind.find(Number(request.params.id));
      if (!existing) return reply.code(404).send({ message: notFound });
      const { item, error } = await save({ ...existing, ...request.body }, existing.id, reply);
      if (error) return error;
      record(request.staff.email, "edit", item!);
      return item;
    });

    admin.delete<{ Params: { id: string } }>(`/${kind.path}/:id`, { ...editors, schema: schemas.remove }, async (request, reply) => {
      const existing = kind.find(Number(request.params.id));
      if (!existing) return reply.code(404).send({ message: notFound });
      kind.remove(existing.id);
      record(request.staff.email, "delete", existing as unknown as { id: number; slug: string });
      return reply.code(204).send();
    });
  }

  routesFor<ServiceValues, ReturnType<StoreRepository["adminServices"]>[number]>({
    path: "services",
    noun: "service",
    schema: SERVICE_SCHEMA,
    titleOf: (values) => values.title,
    list: store.adminServices,
    find: store.findService,
    slugOwner: store.serviceSlugOwner,
    save: (values, id) => store.saveService(values, id),
    remove: store.removeService,
  });
  routesFor<ProductValues, ReturnType<StoreRepository["adminProducts"]>[number]>({
    path: "products",
    noun: "product",
    schema: PRODUCT_SCHEMA,
    titleOf: (values) => values.name,
    list: store.adminProducts,
    find: store.findProduct,
    slugOwner: store.productSlugOwner,
    save: (values, id) => store.saveProduct(values, id),
    remove: store.removeProduct,
  });
}
