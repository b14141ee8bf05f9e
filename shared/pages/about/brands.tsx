/**
 * Brands the company works with, on /about (ADR 0014): name, category, logo and link, as staff
 * published them. Absent while none is published.
 */
import { usePublished } from "../../content/published.ts";
import { BRANDS_SECTION } from "../../content/staff_sections.ts";
import { Picture } from "../../components/ui/picture.tsx";
import { SectionHeader } from "../../components/ui/section_header.tsx";

/** Renders the brand list, or nothing. */
export function Brands() {
  const brands = usePublished("brands");
  if (brands.length === 0) return null;
  return (
    <section className="section section--muted" aria-labelledby="brands-title">
      <div className="container">
        <SectionHeader
          id="brands-title"
          heading={BRANDS_SECTION.heading}
          intro={BRANDS_SECTION.intro}
          center
        />
        <ul className="card-list grid grid--4 staff-brands">
          {brands.map((brand) => {
            const body = (
              <>
                {brand.imageId
                  ? (
                    <Picture
                      image={brand.imageId}
                      asset={brand.imageAsset}
                      alt={brand.imageAlt}
                      sizes="200px"
                      className="staff-brand__logo"
                    />
                  )
                  : null}
                <span className="staff-brand__name">{brand.name}</span>
                <span className="staff-brand__category">{brand.category}</span>
              </>
            );
            return (
              <li key={brand.id} className="card staff-brand">
                {/* Outbound links leave in the same tab (docs/requirements.md#outbound-links). */}
                {brand.url ? <a href={brand.url} rel="noopener">{body}</a> : body}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
