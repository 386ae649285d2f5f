import type { FormEvent } from 'react';
import { FaqsSection } from './panel/faqs-section';
import { HeaderSection } from './panel/header-section';
import { HeroSection } from './panel/hero-section';
import { MediaSection } from './panel/media-section';
import { ModulesSection } from './panel/modules-section';
import { PageSection } from './panel/page-section';
import { ReasonsSection } from './panel/reasons-section';
import type { Builder } from './use-landing-builder';

/**
 * The configuration panel, section by section in the order the page shows them.
 *
 * Not a react-hook-form form: the builder (useBuilder) holds the whole page, its lists and its problems by
 * path, and this form only keeps Enter from submitting.
 */
export function BuilderPanel({ builder }: { builder: Builder }) {
  return (
    // Saved by the save bar's button only: Enter in a field must not publish the page.
    <form method="post" className="lb-panel" noValidate onSubmit={(event: FormEvent) => event.preventDefault()}>
      <PageSection builder={builder} />
      <HeaderSection builder={builder} />
      <HeroSection builder={builder} />
      <ReasonsSection builder={builder} />
      <MediaSection builder={builder} />
      <ModulesSection builder={builder} />
      <FaqsSection builder={builder} />
    </form>
  );
}
