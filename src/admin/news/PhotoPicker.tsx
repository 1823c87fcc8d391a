import React, { useCallback, useEffect, useId, useState } from "react";
import { colors, fontSizes, radii, space } from "../../theme";
import { adminFetch, failureMessage } from "../api/adminFetch";
import { focusRing } from "../ui/consoleStyles";
import { uploadPhoto } from "./uploadPhoto";
import type { MediaPage, MediaPhoto } from "./types";
import { bareList } from "../../theme/bareList";

type PhotoPickerProps = {
  label: string;
  selectedId: number | null;
  /** A photo was chosen (or uploaded); null = "no photo". */
  onSelect: (photo: MediaPhoto | null) => void;
  allowNone?: boolean;
};

const smallest = (photo: MediaPhoto) =>
  photo.variants.filter((v) => v.type === "image/jpeg").sort((a, b) => a.width - b.width)[0]?.url ?? photo.url;

/** The media library as a grid of choices, with an upload button that adds to it. */
export default function PhotoPicker({ label, selectedId, onSelect, allowNone = false }: PhotoPickerProps) {
  const [photos, setPhotos] = useState<MediaPhoto[]>([]);
  const [page, setPage] = useState(1);
  const [totalPages, setTotalPages] = useState(1);
  const [status, setStatus] = useState<string>("Loading the library…");
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const load = useCallback((n: number) => {
    adminFetch<MediaPage>(`/media?page=${n}`).then(
      (answer) => {
        setPhotos((current) => (n === 1 ? answer.media : [...current, ...answer.media]));
        setTotalPages(answer.totalPages);
        setPage(n);
        setStatus(answer.media.length || n > 1 ? "" : "The library is empty: upload a photo.");
      },
      (failure) => setError(failureMessage(failure)),
    );
  }, []);
  useEffect(() => load(1), [load]);

  const upload = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setError(null);
    setStatus(`Uploading ${file.name}…`);
    try {
      const photo = await uploadPhoto(file);
      setPhotos((current) => [photo, ...current]);
      setStatus(`${file.name} uploaded and chosen.`);
      onSelect(photo);
    } catch (failure) {
      setStatus("");
      setError(failureMessage(failure));
    }
  };

  return (
    // A fieldset is at least as wide as its content unless told otherwise: in a narrow side panel it must shrink.
    <fieldset css={{ border: "none", margin: 0, padding: 0, minWidth: 0 }}>
      <legend css={{ fontWeight: 600, marginBottom: space(2) }}>{label}</legend>
      <div css={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: space(3), marginBottom: space(3) }}>
        <label htmlFor={inputId} css={{ fontWeight: 600 }}>
          Upload a photo (JPEG, PNG or WebP, up to 10 MB)
        </label>
        <input id={inputId} type="file" accept="image/jpeg,image/png,image/webp" onChange={upload} css={[focusRing, { maxWidth: "100%" }]} />
      </div>
      <p role="status" css={{ margin: `0 0 ${space(2)}`, color: colors.textMuted }}>
        {status}
      </p>
      {error && (
        <p role="alert" css={{ color: colors.danger, margin: `0 0 ${space(2)}` }}>
          {error}
        </p>
      )}
      <ul css={[bareList, { display: "grid", gap: space(2), gridTemplateColumns: "repeat(auto-fill, minmax(8rem, 1fr))" }]}>
        {allowNone && (
          <li>
            <button type="button" aria-pressed={selectedId === null} onClick={() => onSelect(null)} css={[tile, focusRing, { minHeight: "5rem" }]}>
              No photo
            </button>
          </li>
        )}
        {photos.map((photo) => (
          <li key={photo.id}>
            <button type="button" aria-pressed={selectedId === photo.id} onClick={() => onSelect(photo)} css={[tile, focusRing]}>
              <img src={smallest(photo)} alt="" width={photo.width} height={photo.height} loading="lazy" css={{ display: "block", width: "100%", height: "auto", aspectRatio: "16 / 9", objectFit: "cover" }} />
              <span css={{ display: "block", fontSize: fontSizes.xs, padding: space(1), overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
                {photo.originalName ?? `Photo ${photo.id}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {page < totalPages && (
        <button type="button" onClick={() => load(page + 1)} css={[tile, focusRing, { marginTop: space(2), width: "auto", padding: `${space(2)} ${space(4)}` }]}>
          Show more photos
        </button>
      )}
    </fieldset>
  );
}

const tile = {
  width: "100%",
  padding: 0,
  border: `2px solid ${colors.border}`,
  borderRadius: radii.md,
  background: colors.surface,
  color: colors.text,
  font: "inherit",
  cursor: "pointer",
  overflow: "hidden",
  "&[aria-pressed='true']": { borderColor: colors.primary, boxShadow: `0 0 0 2px ${colors.primary}` },
} as const;
