/**
 * The content form's templates for rjsf: fields, groups and lists drawn like the rest of the
 * console (labels, hints and errors from the site's form kit; panels; theme tokens, so both themes
 * work). Lists have buttons with full accessible names ("Move item 2 of Achievements up") and keep
 * keyboard focus on the entry that moved.
 */
import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  DescriptionFieldProps,
  FieldErrorProps,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  TemplatesType,
  TitleFieldProps,
} from "@rjsf/utils";
import { errorId } from "@rjsf/utils";
import React, { useRef } from "react";
import { errorStyle, hintStyle, labelStyle, optionalMark } from "../../../components/forms/fieldStyles";
import Icon from "../../../components/ui/Icon";
import { colors, fontSizes, media, radii, space } from "../../../theme";
import { visuallyHidden } from "../../../theme/visuallyHidden";
import { focusRing } from "../../ui/consoleStyles";
import { fieldStyles } from "../../ui/formBits";
import { formMessages } from "./messages";
import { bareList } from "../../../theme/bareList";

const isRoot = (id: string) => id === "root";

function FieldTemplate({ id, label, children, errors, description, hidden, required, displayLabel, rawDescription, uiSchema }: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  // A list entry's own field: its card already says "Item N", so the label is for screen readers.
  const itemOf = uiSchema?.["ui:itemOf"] as string | undefined;
  const position = Number(/_(\d+)$/.exec(id)?.[1] ?? 0) + 1;
  return (
    <div css={{ minWidth: 0 }} data-field={id}>
      {displayLabel && itemOf && (
        <label htmlFor={id} css={visuallyHidden}>
          {formMessages.itemField(itemOf, position)}
        </label>
      )}
      {displayLabel && !itemOf && (
        <label htmlFor={id} css={labelStyle}>
          {label}
          {!required && <span css={optionalMark}> {formMessages.optional}</span>}
        </label>
      )}
      {children}
      {displayLabel && rawDescription ? description : null}
      {errors}
    </div>
  );
}

function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <p id={id} css={hintStyle}>
      {description}
    </p>
  );
}

function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const messages = errors.filter(Boolean);
  // Always in the page (a polite live region), so a new error is announced where it appears.
  return (
    <div id={errorId(fieldPathId)} aria-live="polite" css={errorStyle}>
      {messages.length > 0 && (
        <>
          <Icon name="alert" size={18} css={{ flexShrink: 0, marginTop: "2px" }} />
          <span>{messages.map((message, index) => (typeof message === "string" ? <span key={index} css={{ display: "block" }}>{message}</span> : message))}</span>
        </>
      )}
    </div>
  );
}

function TitleFieldTemplate({ id, title }: TitleFieldProps) {
  return (
    <h3 id={id} css={{ margin: 0, fontSize: fontSizes.base }}>
      {title}
    </h3>
  );
}

const group = {
  minWidth: 0,
  margin: 0,
  padding: space(3),
  [media.md]: { padding: space(4) },
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  background: colors.surface,
  display: "grid",
  gap: space(4),
} as const;

const legend = { padding: `0 ${space(1.5)}`, marginInlineStart: `-${space(1.5)}`, fontWeight: 700, fontSize: fontSizes.base } as const;

function ObjectFieldTemplate({ description, properties, fieldPathId, schema, uiSchema }: ObjectFieldTemplateProps) {
  const visible = properties.filter((property) => !property.hidden);
  const hiddenOnes = properties.filter((property) => property.hidden);
  // A list entry has no label of its own (rjsf would call it "bio-2"): its "Item N" card frames it.
  const title = String(uiSchema?.["ui:title"] ?? "");
  if (isRoot(fieldPathId.$id) || !title) {
    return (
      <div css={{ display: "grid", gap: space(5) }}>
        {visible.map((property) => property.content)}
        {hiddenOnes.map((property) => property.content)}
      </div>
    );
  }
  const descriptionText = typeof description === "string" ? description : schema.description;
  return (
    <fieldset css={group} id={fieldPathId.$id}>
      {title && <legend css={legend}>{title}</legend>}
      {descriptionText && <p css={[hintStyle, { marginTop: 0 }]}>{descriptionText}</p>}
      {visible.map((property) => property.content)}
      {hiddenOnes.map((property) => property.content)}
    </fieldset>
  );
}

/** The list buttons: the console's toggle button, square when it holds an icon alone. */
const smallButton = [
  fieldStyles.toggle,
  {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: space(1.5),
    minWidth: 40,
    "&:hover:not(:disabled)": { background: colors.surfaceMuted },
  },
] as const;

function ArrayFieldTemplate({ title, schema, uiSchema, items, canAdd, onAddClick, fieldPathId, disabled, readonly, rawErrors }: ArrayFieldTemplateProps) {
  // rjsf passes the property name as the title when the schema has none; contentUiSchema's label wins.
  const listTitle = String(uiSchema?.["ui:title"] ?? "") || title || "";
  const description = schema.description;
  const descriptionId = `${fieldPathId.$id}__description`;
  const list = useRef<HTMLFieldSetElement>(null);
  // The new entry's first field takes the focus, so a keyboard user types straight into it.
  const add = (event: React.MouseEvent) => {
    onAddClick(event);
    window.requestAnimationFrame(() => {
      const entries = list.current?.querySelectorAll<HTMLLIElement>(":scope > ol > li");
      entries?.[entries.length - 1]?.querySelector<HTMLElement>("input, textarea, select")?.focus();
    });
  };
  return (
    <fieldset ref={list} css={group} id={fieldPathId.$id} aria-describedby={description ? descriptionId : undefined}>
      <legend css={legend}>{listTitle}</legend>
      {description && (
        <p id={descriptionId} css={[hintStyle, { marginTop: 0 }]}>
          {description}
        </p>
      )}
      {items.length === 0 ? (
        <p css={{ margin: 0, color: colors.textMuted }}>{formMessages.emptyList}</p>
      ) : (
        <ol css={[bareList, { display: "grid", gap: space(3) }]}>{items}</ol>
      )}
      {rawErrors && rawErrors.length > 0 && (
        <p css={errorStyle} role="alert">
          {rawErrors.join(" ")}
        </p>
      )}
      {canAdd && (
        <div>
          <button type="button" css={[...smallButton, focusRing]} onClick={add} disabled={disabled || readonly}>
            <Icon name="plus" size={18} />
            {formMessages.addItem(listTitle)}
          </button>
        </div>
      )}
    </fieldset>
  );
}

function ArrayFieldItemTemplate({ children, buttonsProps, index, totalItems, hasToolbar, parentUiSchema }: ArrayFieldItemTemplateProps) {
  const item = useRef<HTMLLIElement>(null);
  // contentUiSchema gives every named field its label as ui:title, lists included.
  const listName = String(parentUiSchema?.["ui:title"] ?? "");
  const position = index + 1;
  const { hasMoveUp, hasMoveDown, hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem, disabled, readonly } = buttonsProps;
  // After a move the list re-renders in its new order; the button the person pressed is found again
  // in the moved entry, so focus stays with what they were moving.
  const move = (run: (event?: unknown) => void, to: number, which: "up" | "down") => (event: React.MouseEvent) => {
    const fieldset = item.current?.closest("fieldset");
    run(event);
    window.requestAnimationFrame(() => {
      const entries = fieldset?.querySelectorAll<HTMLLIElement>(":scope > ol > li");
      const target = entries?.[to]?.querySelector<HTMLButtonElement>(`[data-move='${which}']:not(:disabled)`) ?? entries?.[to]?.querySelector<HTMLButtonElement>("[data-move]:not(:disabled)");
      target?.focus();
    });
  };
  return (
    <li ref={item} css={{ border: `1px solid ${colors.border}`, borderRadius: radii.md, padding: space(3), background: colors.surfaceMuted, display: "grid", gap: space(3) }}>
      <div css={{ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: space(2) }}>
        <span css={{ fontWeight: 700, color: colors.textMuted, fontSize: fontSizes.sm }}>{formMessages.itemHeading(position)}</span>
        {hasToolbar && (
          <div css={{ display: "flex", gap: space(1.5) }}>
            {(hasMoveUp || hasMoveDown) && (
              <>
                <button type="button" data-move="up" css={[...smallButton, focusRing]} disabled={disabled || readonly || !hasMoveUp} onClick={move(onMoveUpItem, index - 1, "up")} aria-label={formMessages.moveUp(position, listName)}>
                  <Icon name="chevronDown" size={18} css={{ transform: "rotate(180deg)" }} />
                </button>
                <button type="button" data-move="down" css={[...smallButton, focusRing]} disabled={disabled || readonly || !hasMoveDown} onClick={move(onMoveDownItem, index + 1, "down")} aria-label={formMessages.moveDown(position, listName)}>
                  <Icon name="chevronDown" size={18} />
                </button>
              </>
            )}
            {hasRemove && (
              <button type="button" css={[...smallButton, focusRing, { color: colors.danger }]} disabled={disabled || readonly} onClick={onRemoveItem} aria-label={formMessages.remove(position, listName)}>
                <Icon name="close" size={18} />
              </button>
            )}
          </div>
        )}
      </div>
      <div css={{ minWidth: 0 }} data-total={totalItems}>
        {children}
      </div>
    </li>
  );
}

/** Every template the content form draws itself; rjsf's own error list is replaced by the editor's summary. */
export const contentTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  DescriptionFieldTemplate,
  FieldErrorTemplate,
  TitleFieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ErrorListTemplate: () => null,
};
