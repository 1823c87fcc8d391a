import { Form, Formik } from "formik";
import React, { useCallback, useEffect, useState } from "react";
import FormBanner from "../../components/forms/FormBanner";
import FormField from "../../components/forms/FormField";
import SubmitButton from "../../components/forms/SubmitButton";
import { useBanner } from "../../hooks/useBanner";
import { fontSizes, media, space } from "../../theme";
import { PRODUCT_SCHEMA, SERVICE_SCHEMA } from "../../../contract/validation/store";
import { AdminApiError, adminFetch, failureMessage } from "../api/adminFetch";
import { fieldStyles } from "../ui/formBits";
import { focusRing, panel } from "../ui/consoleStyles";
import PageHeader from "../ui/PageHeader";

type Field = { name: string; label: string; control?: "textarea"; type?: string; optional?: boolean; hint?: string };
type Entry = { id: number; slug: string } & Record<string, unknown>;

type Kind = {
  path: "services" | "products";
  title: string;
  noun: string;
  schema: typeof SERVICE_SCHEMA | typeof PRODUCT_SCHEMA;
  fields: Field[];
  empty: Record<string, unknown>;
  nameOf: (entry: Entry) => string;
};

const KINDS: Kind[] = [
  {
    path: "services",
    title: "Services",
    noun: "service",
    schema: SERVICE_SCHEMA,
    fields: [
      { name: "title", label: "Title" },
      { name: "description", label: "Description", control: "textarea" },
      { name: "icon", label: "Icon name", optional: true, hint: "For example users, scale or heart." },
      { name: "slug", label: "Address (slug)", optional: true },
      { name: "sortOrder", label: "Position in the list", type: "number" },
    ],
    empty: { title: "", description: "", icon: "", slug: "", sortOrder: 0 },
    nameOf: (entry) => String(entry.title),
  },
  {
    path: "products",
    title: "Products",
    noun: "product",
    schema: PRODUCT_SCHEMA,
    fields: [
      { name: "name", label: "Name" },
      { name: "description", label: "Description", control: "textarea" },
      { name: "pricePkr", label: "Price in rupees", type: "number", optional: true },
      { name: "slug", label: "Address (slug)", optional: true },
      { name: "sortOrder", label: "Position in the list", type: "number" },
    ],
    empty: { name: "", description: "", pricePkr: "", slug: "", sortOrder: 0 },
    nameOf: (entry) => String(entry.name),
  },
];

/** Numbers typed into inputs arrive as strings; an empty price means "no price". */
const toBody = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, key === "pricePkr" && value === "" ? null : value]));

function EntryForm({ kind, entry, onSaved, onDeleted }: { kind: Kind; entry?: Entry; onSaved: (entry: Entry) => void; onDeleted?: () => void }) {
  const { banner, show } = useBanner();
  const initial = entry ? { ...kind.empty, ...entry, pricePkr: entry.pricePkr ?? "" } : kind.empty;
  const remove = async () => {
    if (!entry || !window.confirm(`Delete “${kind.nameOf(entry)}”? It disappears from the site at once.`)) return;
    try {
      await adminFetch(`/${kind.path}/${entry.id}`, { method: "DELETE" });
      onDeleted?.();
    } catch (failure) {
      show("error", failureMessage(failure));
    }
  };
  return (
    <Formik
      initialValues={initial}
      validationSchema={kind.schema}
      onSubmit={async (values, helpers) => {
        try {
          const saved = await adminFetch<Entry>(entry ? `/${kind.path}/${entry.id}` : `/${kind.path}`, { method: entry ? "PATCH" : "POST", json: toBody(values) });
          if (!entry) helpers.resetForm();
          show("success", entry ? "Saved." : `${kind.nameOf(saved)} added.`);
          onSaved(saved);
        } catch (failure) {
          if (failure instanceof AdminApiError) helpers.setErrors(failure.errors);
          show("error", failureMessage(failure));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate css={{ display: "grid", gap: space(3), [media.md]: { gridTemplateColumns: "1fr 1fr" } }}>
          {kind.fields.map((field) =>
            field.control === "textarea" ? (
              <FormField key={field.name} name={field.name} label={field.label} control="textarea" rows={3} css={{ [media.md]: { gridColumn: "1 / -1" } }} />
            ) : (
              <FormField key={field.name} name={field.name} label={field.label} type={field.type} optional={field.optional} hint={field.hint} />
            ),
          )}
          <div css={{ [media.md]: { gridColumn: "1 / -1" }, display: "grid", gap: space(3) }}>
            <FormBanner banner={banner} />
            <div css={{ display: "flex", gap: space(3), flexWrap: "wrap" }}>
              <SubmitButton submitting={isSubmitting} ready label={entry ? "Save" : `Add ${kind.noun}`} pendingLabel="Saving…" />
              {entry && (
                <button type="button" onClick={remove} css={[fieldStyles.danger, focusRing]}>
                  Delete
                </button>
              )}
            </div>
          </div>
        </Form>
      )}
    </Formik>
  );
}

function KindPanel({ kind }: { kind: Kind }) {
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    adminFetch<Record<string, Entry[]>>(`/${kind.path}`).then(
      (answer) => setEntries(answer[kind.path]),
      (failure) => setError(failureMessage(failure)),
    );
  }, [kind.path]);
  useEffect(load, [load]);
  return (
    <section css={[panel, { marginBottom: space(6) }]} aria-labelledby={`${kind.path}-title`}>
      <h2 id={`${kind.path}-title`} css={{ margin: `0 0 ${space(4)}`, fontSize: fontSizes.lg }}>
        {kind.title}
      </h2>
      {error && <p role="alert">{error}</p>}
      {!entries && !error && <p role="status">Loading…</p>}
      {entries?.map((entry) => (
        <details key={entry.id} css={{ borderBottom: "1px solid", borderColor: "inherit", paddingBlock: space(3) }}>
          <summary css={[{ cursor: "pointer", fontWeight: 600, minHeight: 32 }, focusRing]}>{kind.nameOf(entry)}</summary>
          <div css={{ paddingTop: space(3) }}>
            <EntryForm kind={kind} entry={entry} onSaved={load} onDeleted={load} />
          </div>
        </details>
      ))}
      <h3 css={{ margin: `${space(6)} 0 ${space(3)}`, fontSize: fontSizes.md }}>Add a {kind.noun}</h3>
      <EntryForm kind={kind} onSaved={load} />
    </section>
  );
}

/** /admin/store: the services and products the public site lists. */
export default function StoreSection() {
  return (
    <>
      <PageHeader title="Services and products" description="What the site's services and products lists show. Changes appear on the site at once." />
      {KINDS.map((kind) => (
        <KindPanel key={kind.path} kind={kind} />
      ))}
    </>
  );
}
