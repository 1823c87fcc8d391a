/** One manifesto as the page query gives it; the list, the card and the reading view share it. */
export type ManifestoData = NonNullable<
  Queries.ManifestosPageQuery["manifestoCatalogue"]
>["manifestos"][number];
