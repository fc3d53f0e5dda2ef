import { ABOUT_DIRECTORY_HEADING, ABOUT_DIRECTORY_PATHS, ABOUT_DOCS, docTextParts, docUpdatedLabel, type AboutDoc } from '@portal/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import './about.css';

/** A link to a path of the portal that the documents name as text (the route tree types only its own paths). */
function PageLink({ href, children }: { href: string; children: ReactNode }) {
  return <Link to={href}>{children}</Link>;
}

/** A paragraph of a document, its `[text](/path)` runs as links to those pages. */
function DocText({ text }: { text: string }) {
  return (
    <>
      {docTextParts(text).map((part, index) =>
        part.href === undefined ? (
          part.text
        ) : (
          <PageLink key={index} href={part.href}>
            {part.text}
          </PageLink>
        ),
      )}
    </>
  );
}

/** An about or rule page's text: title, revision date, opening paragraph and sections. */
export function DocArticle({ doc }: { doc: AboutDoc }) {
  return (
    <article className="doc" data-testid="about-doc">
      <h1>{doc.title}</h1>
      <p className="doc__updated">{docUpdatedLabel(doc.updatedOn)}</p>
      <p className="doc__intro">
        <DocText text={doc.intro} />
      </p>
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <DocText text={paragraph} />
            </p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>
                  <DocText text={item} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}

/** The list of every about page, the one shown left out, that each of them ends with. */
function DocDirectory({ current }: { current: AboutDoc }) {
  return (
    <nav className="doc-directory" aria-label={ABOUT_DIRECTORY_HEADING}>
      <h2>{ABOUT_DIRECTORY_HEADING}</h2>
      <ul>
        {/* By title: a page the server rendered hands its document over as a copy. */}
        {ABOUT_DIRECTORY_PATHS.filter((path) => ABOUT_DOCS[path].title !== current.title).map((path) => (
          <li key={path}>
            <PageLink href={path}>{ABOUT_DOCS[path].title}</PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An about page: its section's navigation (the platform rules, the anchor help) when it has one, the document and the list of the others. */
export function DocPage({ doc, nav }: { doc: AboutDoc; nav?: ReactNode }) {
  return (
    <section className="panel doc-page">
      {nav}
      <div className="doc-page__body">
        <DocArticle doc={doc} />
        <DocDirectory current={doc} />
      </div>
    </section>
  );
}
