/**
 * An image or PDF field of a content file: the file goes to POST /api/admin/content/uploads (the
 * server checks images by their content, commits the file under data/images/ or static/ and answers
 * with what the field must hold), and the field takes that value. A chosen image is shown at once
 * from the person's own file; the field's current value is always written out.
 */
import type { WidgetProps } from "@rjsf/utils";
import { ariaDescribedByIds } from "@rjsf/utils";
import React, { useEffect, useState } from "react";
import { hintStyle } from "../../../components/forms/fieldStyles";
import { UPLOAD_FIELDS, type UploadResponse, type UploadUse } from "../../../../contract/content/api";
import { colors, radii, space } from "../../../theme";
import { failureMessage } from "../../api/adminFetch";
import { adminUpload } from "../../api/adminUpload";
import { focusRing } from "../../ui/consoleStyles";
import type { ContentFormContext } from "./formContext";

const ACCEPT: Record<UploadUse, string> = { image: "image/jpeg,image/png,image/webp", pdf: "application/pdf" };

export const uploadMessages = {
  current: (value: string) => `Now: ${value}`,
  none: "No file chosen yet.",
  uploading: (name: string) => `Uploading ${name}…`,
  uploaded: (name: string) => `${name} is uploaded. Save the form to use it.`,
  hint: { image: "A JPEG, PNG or WebP photo.", pdf: "A PDF file." } as Record<UploadUse, string>,
  clear: "Remove the file from this field",
};

export default function UploadWidget({ id, value, options, onChange, disabled, readonly, required, registry, rawErrors }: WidgetProps) {
  const use = (options.upload as UploadUse | undefined) ?? "image";
  const { path } = registry.formContext as ContentFormContext;
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const upload = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setError(null);
    setStatus(uploadMessages.uploading(file.name));
    const form = new FormData();
    form.append(UPLOAD_FIELDS.for, path);
    form.append(UPLOAD_FIELDS.use, use);
    form.append("file", file);
    try {
      const answer = await adminUpload<UploadResponse>("/content/uploads", form);
      onChange(answer.value);
      if (use === "image") setPreview(URL.createObjectURL(file));
      setStatus(uploadMessages.uploaded(file.name));
    } catch (failure) {
      setStatus("");
      setError(failureMessage(failure));
    }
  };

  const statusId = `${id}__status`;
  return (
    <div css={{ display: "grid", gap: space(2) }}>
      <div css={{ display: "flex", flexWrap: "wrap", gap: space(3), alignItems: "center" }}>
        {preview && (
          <img src={preview} alt="" width={96} height={96} css={{ width: 96, height: 96, objectFit: "cover", borderRadius: radii.md, border: `1px solid ${colors.border}` }} />
        )}
        <p css={{ margin: 0, overflowWrap: "anywhere" }}>
          {value ? <code>{uploadMessages.current(String(value))}</code> : <span css={{ color: colors.textMuted }}>{uploadMessages.none}</span>}
        </p>
      </div>
      <input
        id={id}
        type="file"
        accept={ACCEPT[use]}
        disabled={disabled || readonly}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        aria-describedby={`${ariaDescribedByIds(id)} ${statusId}`}
        onChange={upload}
        css={[focusRing, { maxWidth: "100%" }]}
      />
      <p css={[hintStyle, { marginTop: 0 }]}>{uploadMessages.hint[use]}</p>
      <p id={statusId} role="status" css={[hintStyle, { marginTop: 0 }]}>
        {status}
      </p>
      {error && (
        <p role="alert" css={{ margin: 0, color: colors.danger, fontWeight: 600 }}>
          {error}
        </p>
      )}
      {!required && value && !readonly && (
        <div>
          <button type="button" onClick={() => onChange(null)} css={[focusRing, { background: "none", border: "none", padding: 0, color: colors.primaryText, textDecoration: "underline", font: "inherit", cursor: "pointer" }]}>
            {uploadMessages.clear}
          </button>
        </div>
      )}
    </div>
  );
}
