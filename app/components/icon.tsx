import {
  AppWindow, Award, BadgeCheck, BadgeDollarSign, BellRing, Briefcase, CircleHelp, ClipboardCheck, ClipboardList,
  Clock, CloudRain, CreditCard, Droplets, Eye, Hammer, Handshake, Heart, House, Layers, type LucideIcon, MapPin,
  PaintRoller, RefreshCw, Scale, Shield, ShieldCheck, SlidersHorizontal, Star, Sun, Target, Trees, TrendingUp,
  UserCheck, Users, Wind, Wrench, Zap,
} from "lucide-react";

/**
 * Content modules name icons as strings; this explicit map keeps the bundle to
 * the icons we use (importing lucide's whole set would ship every icon).
 */
const icons: Record<string, LucideIcon> = {
  AppWindow, Award, BadgeCheck, BadgeDollarSign, BellRing, Briefcase, ClipboardCheck, ClipboardList, Clock,
  CloudRain, CreditCard, Droplets, Eye, Hammer, Handshake, Heart, Home: House, House, Layers, MapPin, PaintRoller,
  RefreshCw, Scale, Shield, ShieldCheck, SlidersHorizontal, Star, Sun, Target, Trees, TrendingUp, UserCheck, Users,
  Wind, Wrench, Zap,
};

export const iconNames = Object.keys(icons);

/** Decorative icon by name; unknown names fall back to a neutral glyph. */
export function Icon({ name, className }: { name: string; className?: string }) {
  const Component = icons[name] ?? CircleHelp;
  return <Component className={className} aria-hidden="true" />;
}
