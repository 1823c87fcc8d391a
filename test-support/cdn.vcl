vcl 4.1;

import std;

# What a CDN does by default that Varnish's builtin VCL does not, and nothing else.
backend default {
  .host = "127.0.0.1";
  .port = "BACKEND_PORT";
}

sub vcl_recv {
  # A CDN looks up GET and HEAD by address whatever Cookie or Authorization the request carries;
  # Varnish's builtin VCL steps aside for them, which would hide a personal answer marked public.
  # So only the server's Cache-Control keeps personal answers out, as behind a real CDN.
  if (req.method == "GET" || req.method == "HEAD") {
    return (hash);
  }
}

sub vcl_backend_response {
  # CDNs (Cloudflare, Fastly, Akamai) take their own lifetime and stale period from CDN-Cache-Control
  # (RFC 9213) when the answer has one; Varnish reads only Cache-Control.
  if (beresp.http.CDN-Cache-Control ~ "max-age=[0-9]+") {
    set beresp.ttl = std.duration(regsub(beresp.http.CDN-Cache-Control, "^.*max-age=([0-9]+).*$", "\1s"), 0s);
  }
  if (beresp.http.CDN-Cache-Control ~ "stale-while-revalidate=[0-9]+") {
    set beresp.grace = std.duration(regsub(beresp.http.CDN-Cache-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1s"), 0s);
  }
}
