/**
 * Links to the map of a branch, and Google Maps directions to it. The live map
 * is an OpenStreetMap embed that a branch page loads only when the visitor asks
 * for it; the security headers (plugins/security-headers) allow framing exactly
 * this origin.
 */
export const openStreetMapOrigin = 'https://www.openstreetmap.org';

interface Located {
  geo: {latitude: number; longitude: number};
}

export function mapEmbedUrl({geo}: Located): string {
  const {latitude: lat, longitude: lng} = geo;
  const bbox = [lng - 0.008, lat - 0.005, lng + 0.008, lat + 0.005]
    .map((n) => n.toFixed(4))
    .join(',');
  return `${openStreetMapOrigin}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`;
}

export function mapPageUrl({geo}: Located): string {
  const {latitude: lat, longitude: lng} = geo;
  return `${openStreetMapOrigin}/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

/** Google Maps directions from wherever the visitor is to the branch. */
export function directionsHref({geo}: Located): string {
  const {latitude: lat, longitude: lng} = geo;
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
