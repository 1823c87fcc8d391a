/** @jest-environment node */
/**
 * The Content section's paths and uploads over real HTTP, against a real throwaway git
 * repository: a path outside data/ (`..`, percent-encoded, absolute, through a symbolic link) is
 * refused with 400; uploads are checked by content and land under data/images/ or static/; and
 * without CONTENT_REPO the commit is made in the checkout the site is built from.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { NOT_CONTENT, OUTSIDE_DATA, THROUGH_LINK } from "../../server/content/contentPaths";
import { UNSUPPORTED_MEDIA } from "../../server/media/pipeline";
import type { UploadResponse } from "../../contract/content/api";
import { auditActions } from "../../test-support/admin";
import { publishedText, startContentServer, type ContentServer } from "../../test-support/content";
import { CONTENT_EDITOR, gitIn } from "../../test-support/publishing";
import { multipartBody } from "../../test-support/server";

jest.setTimeout(60_000);

let server: ContentServer;
beforeAll(async () => {
  server = await startContentServer();
});
afterAll(() => server.close());

const raw = (urlPath: string, method = "GET", json?: unknown) =>
  server.request(urlPath, { method, json, headers: { cookie: server.cookies.editor, origin: server.baseUrl } });

describe("paths", () => {
  it.each([
    ["../ out of data/", "/api/admin/content/data/../server/platform/config.ts"],
    ["../ inside a folder", "/api/admin/content/data/leaders/../../package.json"],
    ["percent-encoded ..", "/api/admin/content/data/%2e%2e/package.json"],
    ["a percent-encoded slash", "/api/admin/content/data%2fhome.json"],
    ["an absolute path", "/api/admin/content//etc/passwd"],
    ["a path outside data/", "/api/admin/content/package.json"],
  ])("refuses %s with 400, on read, save, history and restore", async (_name, urlPath) => {
    for (const [method, suffix, body] of [["GET", ""], ["PUT", "", { data: {}, revision: "x" }], ["GET", "/history"], ["POST", "/restore", { commit: "abc1234", revision: "x" }]] as const) {
      const response = await raw(`${urlPath}${suffix}`, method, body);
      expect([method, suffix, response.statusCode, response.json().message]).toEqual([method, suffix, 400, OUTSIDE_DATA]);
    }
  });

  it("answers 404 for a file in data/ that is not a content file", async () => {
    for (const urlPath of ["/api/admin/content/data/schema/leader.schema.json", "/api/admin/content/data/images/home/hero.jpg", "/api/admin/content/data/leaders/nobody.json"]) {
      const response = await raw(urlPath);
      expect([urlPath, response.statusCode, response.json().message]).toEqual([urlPath, 404, NOT_CONTENT]);
    }
  });

  it("refuses a content file that is a symbolic link leading out of the repository", async () => {
    const { work, bare } = server.repo;
    gitIn(work, ["fetch", "-q", bare, "main"]);
    gitIn(work, ["checkout", "-q", "--force", "--detach", "FETCH_HEAD"]);
    fs.symlinkSync("../../package.json", path.join(work, "data/leaders/escape.json"));
    // An upload folder that leads out of the repository.
    fs.symlinkSync("../../server", path.join(work, "data/images/wings"));
    gitIn(work, ["add", "data/leaders/escape.json", "data/images/wings"]);
    gitIn(work, ["commit", "-q", "-m", "A link out"]);
    gitIn(work, ["push", "-q", bare, "HEAD:refs/heads/main"]);
    const read = await raw("/api/admin/content/data/leaders/escape.json");
    expect([read.statusCode, read.json().message]).toEqual([400, THROUGH_LINK]);
    const save = await raw("/api/admin/content/data/leaders/escape.json", "PUT", { data: { name: "x" }, revision: "x" });
    expect(save.statusCode).toBe(400);
    expect(publishedText(server.repo, "package.json")).toBe(fs.readFileSync(path.join(work, "package.json"), "utf8"));
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } }).png().toBuffer();
    const { body, headers } = multipartBody({ field: "file", filename: "logo.png", type: "image/png", bytes: photo }, { for: "data/wings/youth-wing.json", use: "image" });
    const upload = await server.request("/api/admin/content/uploads", { method: "POST", body, headers: { ...headers, cookie: server.cookies.editor, origin: server.baseUrl } });
    expect([upload.statusCode, upload.json().message]).toEqual([400, THROUGH_LINK]);
    expect(gitIn(server.repo.bare, ["ls-tree", "-r", "--name-only", "main", "server"])).not.toMatch(/logo/);
  });
});

describe("uploads", () => {
  const upload = (fields: Record<string, string>, filename: string, bytes: Buffer, type = "image/jpeg") => {
    const { body, headers } = multipartBody({ field: "file", filename, type, bytes }, fields);
    return server.request("/api/admin/content/uploads", { method: "POST", body, headers: { ...headers, cookie: server.cookies.editor, origin: server.baseUrl } });
  };

  it("stores a photo, checked by content and without its metadata, under data/images/ and answers the field's value", async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#336699" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "GPS 34.0,71.5" } } })
      .toBuffer();
    const response = await upload({ for: "data/leaders/tariq-khan.json", use: "image" }, "Tariq Khan portrait.JPG", photo);
    expect(response.statusCode).toBe(201);
    const stored: UploadResponse = response.json();
    expect(stored).toEqual({ path: "data/images/leaders/tariq-khan-portrait.jpg", value: "../images/leaders/tariq-khan-portrait.jpg", commit: gitIn(server.repo.bare, ["rev-parse", "main"]) });
    const bytes = execFileSync("git", ["show", `main:${stored.path}`], { cwd: server.repo.bare });
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["jpeg", 64, 48, undefined]);
    expect(gitIn(server.repo.bare, ["log", "-1", "--format=%ae", "main"])).toBe(CONTENT_EDITOR.email);
    expect(auditActions(server)).toContainEqual({ actor: CONTENT_EDITOR.email, action: "content.upload", target: `content:${stored.path}` });
  });

  it("refuses a file that is not an image renamed .jpg, and commits nothing", async () => {
    const head = gitIn(server.repo.bare, ["rev-parse", "main"]);
    const response = await upload({ for: "data/leaders/tariq-khan.json", use: "image" }, "portrait.jpg", Buffer.from("<html>not a photo</html>"));
    expect([response.statusCode, response.json().message]).toEqual([415, UNSUPPORTED_MEDIA]);
    expect(gitIn(server.repo.bare, ["rev-parse", "main"])).toBe(head);
  });

  it("stores a PDF under static/ with the address the field takes, and keeps names out of other folders", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const response = await upload({ for: "data/manifestos.json", use: "pdf" }, "../../server/Manifesto 2028.pdf", pdf, "application/pdf");
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ path: "static/manifestos/manifesto-2028.pdf", value: "/manifestos/manifesto-2028.pdf" });
    const refused = await upload({ for: "../server/platform/config.ts", use: "pdf" }, "x.pdf", pdf, "application/pdf");
    expect([refused.statusCode, refused.json().message]).toEqual([400, OUTSIDE_DATA]);
  });
});

describe("without CONTENT_REPO (npm start on a plain checkout)", () => {
  let plain: ContentServer;
  beforeAll(async () => {
    // The site is built from the checkout (BUILD_WORKSPACE), so the commit is made there and nothing is pushed.
    plain = await startContentServer({ fromCheckout: true });
  });
  afterAll(() => plain.close());

  it("commits the edited file alone in the checkout, as the staff member, and refuses a file with uncommitted changes", async () => {
    const { work } = plain.repo;
    const file = "data/leaders/tariq-khan.json";
    fs.writeFileSync(path.join(work, "data/home.json"), `${fs.readFileSync(path.join(work, "data/home.json"), "utf8")}\n`);
    const opened = (await plain.get(`/api/admin/content/${file}`, plain.cookies.editor)).json();
    const saved = await plain.put(`/api/admin/content/${file}`, { data: { ...opened.data, title: "Secretary General" }, revision: opened.revision }, plain.cookies.editor);
    expect(saved.statusCode).toBe(200);
    expect(gitIn(work, ["log", "-1", "--format=%H %ae"])).toBe(`${saved.json().commit} ${CONTENT_EDITOR.email}`);
    expect(gitIn(work, ["show", "--name-only", "--format=", "HEAD"])).toBe(file);
    expect(gitIn(work, ["status", "--porcelain"])).toBe("M data/home.json");

    const home = (await plain.get("/api/admin/content/data/home.json", plain.cookies.editor)).json();
    const refused = await plain.put("/api/admin/content/data/home.json", { data: home.data, revision: home.revision }, plain.cookies.editor);
    expect(refused.statusCode).toBe(409);
  });
});
