import React from "react";

type SeoProps = {
  title: string;
  description: string;
  pathname: string;
  children?: React.ReactNode;
};

/** Head tags for one page, used from every page's `Head` export. */
export default function Seo({ title, description, children }: SeoProps) {
  return (
    <>
      <title>{`${title} | Qaumi Watan Party`}</title>
      <meta name="description" content={description} />
      {children}
    </>
  );
}
