import React, { useState } from "react";
import PhotoPicker from "../news/PhotoPicker";
import type { MediaPhoto } from "../news/types";
import { panel } from "../ui/consoleStyles";
import PageHeader from "../ui/PageHeader";

/** /admin/media: the photo library and uploads (a photo's details appear when it is chosen). */
export default function MediaSection() {
  const [chosen, setChosen] = useState<MediaPhoto | null>(null);
  return (
    <>
      <PageHeader
        title="Media library"
        description="Photos for articles. Each upload is turned upright, stripped of its location and camera data, and saved at 400, 800 and 1200 px."
      />
      <section css={panel} aria-label="Photos">
        <PhotoPicker label="Photos" selectedId={chosen?.id ?? null} onSelect={setChosen} />
        {chosen && (
          <p role="status">
            {chosen.originalName ?? `Photo ${chosen.id}`}: {chosen.width} × {chosen.height} px, {chosen.variants.length} files
            {chosen.usedBy ? `, used by ${chosen.usedBy} article${chosen.usedBy === 1 ? "" : "s"}` : ""}.
          </p>
        )}
      </section>
    </>
  );
}
