import { PlanCards } from '@/features/billing/components/plan-cards';
import { FaqSection } from '@/features/marketing/components/faq-section';
import { FeaturesSection } from '@/features/marketing/components/features-section';
import { GallerySection } from '@/features/marketing/components/gallery-section';
import { HeroSection } from '@/features/marketing/components/hero-section';
import { HowItWorksSection } from '@/features/marketing/components/how-it-works-section';
import { PlansSection } from '@/features/marketing/components/plans-section';
import { TechnologySection } from '@/features/marketing/components/technology-section';
import { TransformationSection } from '@/features/marketing/components/transformation-section';
import { usePageTitle } from '@/hooks/use-page-title';

export function HomeRoute() {
  usePageTitle();
  return (
    <>
      <HeroSection />
      <TransformationSection />
      <GallerySection />
      <HowItWorksSection />
      <FeaturesSection />
      <TechnologySection />
      <PlansSection>
        <PlanCards />
      </PlansSection>
      <FaqSection />
    </>
  );
}
