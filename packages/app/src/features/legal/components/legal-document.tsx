import type { ReactNode } from 'react';
import './legal.css';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  revised: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** A legal text: title, revision date, a table of contents and numbered sections. */
export function LegalDocument({ title, revised, intro, sections }: LegalDocumentProps) {
  return (
    <article className="legal" aria-labelledby="legal-title">
      <header className="legal__header">
        <h1 id="legal-title" className="legal__title">
          {title}
        </h1>
        <p className="legal__revised">Last revised {revised}</p>
        <div className="legal__intro">{intro}</div>
      </header>
      <nav className="legal__toc" aria-labelledby="legal-toc-title">
        <h2 id="legal-toc-title" className="legal__toc-title">
          Contents
        </h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="legal__body">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </article>
  );
}
