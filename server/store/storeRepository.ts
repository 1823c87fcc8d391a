/** Services and products. The original site never showed their fields; these are ours. */
import type { Db } from "../platform/database";

export type Service = { _id: string; slug: string; title: string; description: string; icon: string | null };
export type Product = {
  _id: string;
  slug: string;
  name: string;
  description: string;
  price: number | null;
  currency: "PKR";
  image: string | null;
};

export type AdminService = { id: number; slug: string; title: string; description: string; icon: string; sortOrder: number };
export type AdminProduct = { id: number; slug: string; name: string; description: string; pricePkr: number | null; sortOrder: number };

export function createStoreRepository(db: Db) {
  const services = db.prepare("SELECT id, slug, title, description, icon FROM services ORDER BY sort_order, id");
  const products = db.prepare(
    "SELECT id, slug, name, description, price_pkr, image FROM products ORDER BY sort_order, id",
  );
  const serviceRow = db.prepare("SELECT id, slug, title, description, icon, sort_order FROM services WHERE id = ?");
  const productRow = db.prepare("SELECT id, slug, name, description, price_pkr, image, sort_order FROM products WHERE id = ?");
  const insertService = db.prepare("INSERT INTO services (slug, title, description, icon, sort_order) VALUES (@slug, @title, @description, @icon, @sortOrder)");
  const updateService = db.prepare("UPDATE services SET slug = @slug, title = @title, description = @description, icon = @icon, sort_order = @sortOrder WHERE id = @id");
  const insertProduct = db.prepare("INSERT INTO products (slug, name, description, price_pkr, sort_order) VALUES (@slug, @name, @description, @pricePkr, @sortOrder)");
  const updateProduct = db.prepare("UPDATE products SET slug = @slug, name = @name, description = @description, price_pkr = @pricePkr, sort_order = @sortOrder WHERE id = @id");
  const serviceSlug = db.prepare("SELECT id FROM services WHERE slug = ?").pluck();
  const productSlug = db.prepare("SELECT id FROM products WHERE slug = ?").pluck();

  type ServiceRow = { id: number; slug: string; title: string; description: string; icon: string | null; sort_order: number };
  type ProductRow = { id: number; slug: string; name: string; description: string; price_pkr: number | null; image: string | null; sort_order: number };
  const adminService = (row: ServiceRow): AdminService => ({
    id: row.id, slug: row.slug, title: row.title, description: row.description, icon: row.icon ?? "", sortOrder: row.sort_order,
  });
  const adminProduct = (row: ProductRow): AdminProduct => ({
    id: row.id, slug: row.slug, name: row.name, description: row.description, pricePkr: row.price_pkr, sortOrder: row.sort_order,
  });

  return {
    // The console's side: every field, with the sort order, by numeric id.
    adminServices: () => (db.prepare("SELECT * FROM services ORDER BY sort_order, id").all() as ServiceRow[]).map(adminService),
    adminProducts: () => (db.prepare("SELECT * FROM products ORDER BY sort_order, id").all() as ProductRow[]).map(adminProduct),
    findService: (id: number) => {
      const row = serviceRow.get(id) as ServiceRow | undefined;
      return row && adminService(row);
    },
    findProduct: (id: number) => {
      const row = productRow.get(id) as ProductRow | undefined;
      return row && adminProduct(row);
    },
    serviceSlugOwner: (slug: string) => serviceSlug.get(slug) as number | undefined,
    productSlugOwner: (slug: string) => productSlug.get(slug) as number | undefined,
    saveService(values: Omit<AdminService, "id">, id?: number): AdminService {
      const params = { ...values, icon: values.icon || null };
      const rowId = id ?? Number(insertService.run(params).lastInsertRowid);
      if (id !== undefined) updateService.run({ ...params, id });
      return adminService(serviceRow.get(rowId) as ServiceRow);
    },
    saveProduct(values: Omit<AdminProduct, "id">, id?: number): AdminProduct {
      const rowId = id ?? Number(insertProduct.run(values).lastInsertRowid);
      if (id !== undefined) updateProduct.run({ ...values, id });
      return adminProduct(productRow.get(rowId) as ProductRow);
    },
    removeService: (id: number) => db.prepare("DELETE FROM services WHERE id = ?").run(id).changes > 0,
    removeProduct: (id: number) => db.prepare("DELETE FROM products WHERE id = ?").run(id).changes > 0,

    services(): Service[] {
      return (services.all() as Array<Omit<Service, "_id"> & { id: number }>).map(({ id, ...rest }) => ({
        _id: String(id),
        ...rest,
      }));
    },
    products(): Product[] {
      type Row = { id: number; slug: string; name: string; description: string; price_pkr: number | null; image: string | null };
      return (products.all() as Row[]).map((row) => ({
        _id: String(row.id),
        slug: row.slug,
        name: row.name,
        description: row.description,
        price: row.price_pkr,
        currency: "PKR",
        image: row.image,
      }));
    },
  };
}

export type StoreRepository = ReturnType<typeof createStoreRepository>;
