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
import { badRequest, conflict, notFound } from "../platform/refusal";
import type { RouteOf } from "../platform/routeSchemas";
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
    const missing = `There is no ${kind.noun} with this id.`;
    const schemas = storeAdminSchemas(kind.path, missing);
    const record = (actor: string, action: string, item: { id: number; slug: string }) =>
      audit.record({ actor, action: `store.${kind.noun}.${action}`, target: `${kind.noun}:${item.id}`, detail: { slug: item.slug } });

    admin.get(`/${kind.path}`, { ...editors, schema: schemas.list }, async () => ({ [kind.path]: kind.list() }));

    /** Saves valid values under a free address; refused (400, 409) with the field errors the console marks. */
    const save = async (body: unknown, id: number | undefined) => {
      const result = await validateWith<V>(kind.schema, body);
      if (!result.ok) throw badRequest(result.body.message, result.body.errors ?? {});
      const values = result.values;
      const slug = values.slug || slugify(kind.titleOf(values)) || `${kind.noun}-${Date.now().toString(36)}`;
      const owner = kind.slugOwner(slug);
      if (owner !== undefined && owner !== id) throw conflict(DUPLICATE_STORE_SLUG, { errors: { slug: DUPLICATE_STORE_SLUG } });
      return kind.save({ ...values, slug }, id);
    };

    admin.post(`/${kind.path}`, { ...editors, schema: schemas.create }, async (request, reply) => {
      const item = await save(request.body, undefined);
      record(request.staff.email, "create", item);
      return reply.code(201).send(item);
    });

    admin.patch<RouteOf<typeof schemas.update>>(`/${kind.path}/:id`, { ...editors, schema: schemas.update }, async (request) => {
      const existing = kind.find(Number(request.params.id));
      if (!existing) throw notFound(missing);
      const item = await save({ ...existing, ...request.body }, existing.id);
      record(request.staff.email, "edit", item);
      return item;
    });

    admin.delete<RouteOf<typeof schemas.remove>>(`/${kind.path}/:id`, { ...editors, schema: schemas.remove }, async (request, reply) => {
      const existing = kind.find(Number(request.params.id));
      if (!existing) throw notFound(missing);
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
