import { CirclePlay, Landmark, type LucideIcon, UserRound, UsersRound } from 'lucide-react';
import type { ComponentType } from 'react';
import { BankingTab } from './banking-tab';
import { OnlineCoursesTab } from './online-courses-tab';
import { PhysicalCoursesTab } from './physical-courses-tab';
import { ProfileTab } from './profile-tab';

export interface UserAreaTab {
  /** The value of `?tab=` in the address. */
  id: string;
  labelKey: string;
  icon: LucideIcon;
  Panel: ComponentType;
}

/** The tabs of /utente, in sidebar order. A new tab is one entry here and one component. */
export const userAreaTabs: readonly UserAreaTab[] = [
  { id: 'profile', labelKey: 'userArea.tabs.profile', icon: UserRound, Panel: ProfileTab },
  { id: 'courses', labelKey: 'userArea.tabs.physicalCourses', icon: UsersRound, Panel: PhysicalCoursesTab },
  { id: 'online-courses', labelKey: 'userArea.tabs.onlineCourses', icon: CirclePlay, Panel: OnlineCoursesTab },
  { id: 'banking', labelKey: 'userArea.tabs.banking', icon: Landmark, Panel: BankingTab },
];

export const defaultUserAreaTab = 'profile';

export function findUserAreaTab(id: string | null): UserAreaTab {
  return userAreaTabs.find((tab) => tab.id === id) ?? (userAreaTabs[0] as UserAreaTab);
}
