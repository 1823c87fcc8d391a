import React from "react";
import { serializeJsonLd } from "../../../contract/lib/structuredData";

/** A schema.org JSON-LD block for a page's Head. */
export default function JsonLdScript({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
