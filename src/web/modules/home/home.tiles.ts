/** Label and icon of each home tile; which tiles show is decided by homeTilePaths (common/permissions.ts). */
import {
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  CalendarOutlined,
  ExperimentOutlined,
  FileDoneOutlined,
  FileSearchOutlined,
  FundProjectionScreenOutlined,
  IdcardOutlined,
  ReadOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

export const TILE_DETAILS: Record<string, { labelKey: string; icon: ComponentType }> = {
  '/officeinfo': { labelKey: 'tileOffice', icon: BankOutlined },
  '/officers': { labelKey: 'tileOfficers', icon: TeamOutlined },
  '/leaveapprovals': { labelKey: 'tileLeave', icon: CalendarOutlined },
  '/userskills': { labelKey: 'tileSkills', icon: ToolOutlined },
  '/report-mgt/report-dashboard': { labelKey: 'tileReports', icon: FileDoneOutlined },
  '/training-mgt': { labelKey: 'tileTraining', icon: ReadOutlined },
  '/lab-mgt': { labelKey: 'tileLab', icon: ExperimentOutlined },
  '/freelancer-mgt': { labelKey: 'tileFreelancer', icon: IdcardOutlined },
  '/inspection-mgt': { labelKey: 'tileInspection', icon: FileSearchOutlined },
  '/store-mgt': { labelKey: 'tileStore', icon: ShopOutlined },
  '/project-mgt': { labelKey: 'tileProject', icon: FundProjectionScreenOutlined },
  '/meeting-mgt/meeting-dashboard': { labelKey: 'tileMeeting', icon: SolutionOutlined },
  '/emp-asset-mgt': { labelKey: 'tileAsset', icon: AuditOutlined },
  '/exam-mgt': { labelKey: 'tileExam', icon: ApartmentOutlined },
};
