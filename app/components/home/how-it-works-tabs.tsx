import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { buttonVariants } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { contractorSteps, homeownerSteps, type Step } from "~/content/marketing";

function Steps({ steps, heading }: { steps: readonly Step[]; heading: string }) {
  return (
    <>
      {/* Without JavaScript both panels show; this heading says which is which. */}
      <p className="mb-6 text-center text-xl font-semibold" data-nojs-only="">
        {heading}
      </p>
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, i) => (
          <li key={step.title} className="relative rounded-xl border bg-card p-6 shadow-sm">
            <span className="absolute -top-3 left-6 grid size-7 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
              {i + 1}
            </span>
            <Icon name={step.icon} className="size-8 text-primary" />
            <h3 className="mt-4 font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The home page's How It Works tabs: For Homeowners (default) and For Contractors. */
export function HowItWorksTabs() {
  return (
    <Tabs defaultValue="homeowners">
      <div className="flex justify-center">
        <TabsList aria-label="How it works for">
          <TabsTrigger value="homeowners">For Homeowners</TabsTrigger>
          <TabsTrigger value="contractors">For Contractors</TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="homeowners">
        <Steps steps={homeownerSteps} heading="For Homeowners" />
        <p className="mt-8 text-center">
          <Link to="/get-quotes" className={buttonVariants({ size: "lg" })}>
            Get Free Quotes
          </Link>
        </p>
      </TabsContent>
      <TabsContent value="contractors">
        <Steps steps={contractorSteps} heading="For Contractors" />
        <p className="mt-8 text-center">
          <Link to="/buy-leads" className={buttonVariants({ size: "lg" })}>
            Start Buying Leads
          </Link>
        </p>
      </TabsContent>
    </Tabs>
  );
}
