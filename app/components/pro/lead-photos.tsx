/** The homeowner's photos on a bought lead: thumbnails, each a link to the full photo (served to the buyer only). */
export function LeadPhotos({ purchaseId, photos }: { purchaseId: string; photos: readonly { position: number; width: number; height: number }[] }) {
  if (photos.length === 0) return null;
  return (
    <section className="mt-6" aria-labelledby="lead-photos-heading" data-testid="lead-photos">
      <h3 id="lead-photos-heading" className="text-sm font-semibold">
        {photos.length === 1 ? "1 photo" : `${photos.length} photos`} from the homeowner
      </h3>
      <ul className="mt-2 flex flex-wrap gap-3">
        {photos.map((p) => {
          const href = `/pro/leads/${purchaseId}/photos/${p.position}`;
          // The thumbnail fits 320 px on its longer side; width and height keep the layout still while it loads.
          const scale = 320 / Math.max(p.width, p.height, 1);
          return (
            <li key={p.position}>
              <a href={href} target="_blank" rel="noopener" className="block overflow-hidden rounded-md border hover:ring-2 hover:ring-primary">
                <img
                  src={`${href}/thumbnail`}
                  alt={`The homeowner's view ${p.position + 1} of ${photos.length}, opens full size`}
                  width={Math.max(1, Math.round(p.width * Math.min(1, scale)))}
                  height={Math.max(1, Math.round(p.height * Math.min(1, scale)))}
                  loading="lazy"
                  className="h-32 w-auto object-cover"
                />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
