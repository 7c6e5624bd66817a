/**
 * An OpenStreetMap page centred on a point, with a marker, at street zoom (17): where a check-in
 * outside every site was taken. Six decimals (about 10 cm) are plenty and keep the address short.
 */
export function mapLink(latitude: number, longitude: number): string {
  const lat = Number(latitude.toFixed(6));
  const lon = Number(longitude.toFixed(6));
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
