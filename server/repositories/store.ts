/** Services and products. The original site never showed their fields; these are ours. */
import type { Db } from "../db/database";

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

export function createStoreRepository(db: Db) {
  const services = db.prepare("SELECT id, slug, title, description, icon FROM services ORDER BY sort_order, id");
  const products = db.prepare(
    "SELECT id, slug, name, description, price_pkr, image FROM products ORDER BY sort_order, id",
  );
  return {
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
