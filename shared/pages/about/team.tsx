/**
 * The team on /about (ADR 0014): the people staff have published, with role, photo and short bio.
 * Absent while nobody is published.
 */
import { usePublished } from "../../content/published.ts";
import { TEAM_SECTION } from "../../content/staff_sections.ts";
import { Picture } from "../../components/ui/picture.tsx";
import { SectionHeader } from "../../components/ui/section_header.tsx";

/** Renders the team grid, or nothing. */
export function Team() {
  const people = usePublished("people");
  if (people.length === 0) return null;
  return (
    <section className="section" aria-labelledby="team-title">
      <div className="container">
        <SectionHeader
          id="team-title"
          heading={TEAM_SECTION.heading}
          intro={TEAM_SECTION.intro}
          center
        />
        <ul className="card-list grid grid--4 staff-people">
          {people.map((person) => (
            <li key={person.id} className="card staff-person">
              {person.imageId
                ? (
                  <div className="staff-person__photo">
                    <Picture
                      image={person.imageId}
                      asset={person.imageAsset}
                      alt={person.imageAlt}
                      sizes="(min-width: 960px) 270px, (min-width: 640px) 45vw, 90vw"
                    />
                  </div>
                )
                : null}
              <h3>{person.name}</h3>
              <p className="staff-person__role">{person.role}</p>
              {person.bio ? <p>{person.bio}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
