/** A button that carries nothing but its intent (Remove, Reveal, Rotate): there is nothing else to read. */
import { z } from "zod";

export const intentOnly = z.object({});
