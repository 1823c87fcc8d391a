import { descriptionPreview } from "../../../contract/lib/api/videos";
import { jsonResponse, mockFetch } from "../../../test-support/fetch";

afterEach(() => {
  jest.restoreAllMocks();
  jest.resetModules();
  delete process.env.GATSBY_VIDEOS_URL;
  delete process.env.GATSBY_YOUTUBE_API_KEY;
  delete process.env.GATSBY_YOUTUBE_CHANNEL_ID;
});

// Loaded afresh in each test: the requests read their address and key from the environment when loaded.
const load = () => require("../../../src/lib/api/videoRequests") as typeof import("../../../src/lib/api/videoRequests");

const query = (url: string) => Object.fromEntries(new URL(url, "http://x").searchParams);

it("asks the project's API by default with YouTube's search parameters and no key", () => {
  const { videosUrl } = load();
  const url = videosUrl();
  expect(url.startsWith("/api/videos?")).toBe(true);
  expect(query(url)).toEqual({ part: "snippet,id", order: "date", maxResults: "10" });
  expect(query(videosUrl("CAoQAA"))).toMatchObject({ pageToken: "CAoQAA" });
});

it("uses GATSBY_VIDEOS_URL, the channel and adds key= when a key is configured", () => {
  process.env.GATSBY_VIDEOS_URL = "https://www.googleapis.com/youtube/v3/search";
  process.env.GATSBY_YOUTUBE_API_KEY = "k3y";
  process.env.GATSBY_YOUTUBE_CHANNEL_ID = "UC123";
  const url = load().videosUrl("T2");
  expect(url.startsWith("https://www.googleapis.com/youtube/v3/search?")).toBe(true);
  expect(query(url)).toEqual({
    part: "snippet,id",
    order: "date",
    maxResults: "10",
    channelId: "UC123",
    pageToken: "T2",
    key: "k3y",
  });
});

it("normalises videos and channels, decoding YouTube's HTML entities", async () => {
  mockFetch(() =>
    jsonResponse({
      nextPageToken: "N1",
      items: [
        {
          id: { kind: "youtube#video", videoId: "abc" },
          snippet: { title: "Rally &amp; speech", description: "It&#39;s here", thumbnails: { high: { url: "https://i.ytimg.com/vi/abc/hq.jpg" } } },
        },
        { id: { kind: "youtube#channel", channelId: "UCx" }, snippet: { title: "Channel", description: "" } },
        { id: { kind: "youtube#playlist" }, snippet: { title: "ignored" } },
      ],
    }),
  );
  const page = await load().fetchVideos();
  expect(page).toEqual({
    nextPageToken: "N1",
    prevPageToken: undefined,
    videos: [
      {
        key: "abc",
        kind: "video",
        title: "Rally & speech",
        description: "It's here",
        thumbnailUrl: "https://i.ytimg.com/vi/abc/hq.jpg",
        url: "https://www.youtube.com/watch?v=abc",
      },
      {
        key: "UCx",
        kind: "channel",
        title: "Channel",
        description: "",
        thumbnailUrl: undefined,
        url: "https://www.youtube.com/channel/UCx",
      },
    ],
  });
});

it("previews the first 100 characters followed by an ellipsis", () => {
  expect(descriptionPreview("a".repeat(150))).toBe(`${"a".repeat(100)}...`);
  expect(descriptionPreview("short")).toBe("short...");
});
