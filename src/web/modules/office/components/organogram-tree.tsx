/**
 * The organogram as a tree: each post with its designation, section and holder, or marked empty.
 * Editable trees add posts under a post, edit, remove, and move posts by dragging onto another post.
 */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TreeDataNode, TreeProps } from 'antd';
import { Button, Col, Row, Space, Statistic, Tag, Tree, Typography } from 'antd';
import { type MouseEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Organogram, OrganogramPost } from '../../../../common/contracts/office-structure.contract';
import { nameOf } from '../../../../common/labels';
import { formatDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

interface OrganogramTreeProps {
  organogram: Organogram;
  editable?: boolean;
  onAdd?: (parent: OrganogramPost) => void;
  onEdit?: (post: OrganogramPost) => void;
  onDelete?: (post: OrganogramPost) => void;
  onMove?: (post: OrganogramPost, parentDeskId: number | null) => void;
}

export function OrganogramSummary({ organogram }: { organogram: Organogram }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const format = (value: number | string) => localDigits(value, lang);
  return (
    <Row gutter={16} style={{ marginBottom: 16 }} data-testid="organogram-summary">
      <Col xs={8}>
        <Statistic title={t('totalPosts')} value={organogram.totals.posts} formatter={format} />
      </Col>
      <Col xs={8}>
        <Statistic title={t('filledPosts')} value={organogram.totals.filled} formatter={format} />
      </Col>
      <Col xs={8}>
        <Statistic title={t('emptyPosts')} value={organogram.totals.empty} formatter={format} />
      </Col>
    </Row>
  );
}

export function OrganogramTree({
  organogram,
  editable,
  onAdd,
  onEdit,
  onDelete,
  onMove,
}: OrganogramTreeProps) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const byId = useMemo(() => new Map(organogram.posts.map((post) => [post.id, post])), [organogram]);
  // Every branch is open unless the user folded it, so posts added under a post show at once.
  const [folded, setFolded] = useState<Set<number>>(new Set());

  /** A button inside a tree node acts without also expanding or dragging the node. */
  const act = (event: MouseEvent, run: () => void) => {
    event.stopPropagation();
    run();
  };

  const title = (post: OrganogramPost) => {
    const role = nameOf(post.role, lang);
    return (
      <Space wrap size={4} className="organogram-post" data-testid={`post-${post.id}`}>
        <Typography.Text strong>{role}</Typography.Text>
        {post.section && <Tag>{nameOf(post.section, lang)}</Tag>}
        {post.holder ? (
          <>
            <Typography.Text data-testid="post-holder">{nameOf(post.holder, lang)}</Typography.Text>
            {post.holder.isOfficeHead && <Tag color="green">{t('officeHead')}</Tag>}
            {post.holder.isOfficeAdmin && <Tag color="blue">{t('officeAdmin')}</Tag>}
            {post.holder.isAdditionalCharge && <Tag>{t('common:additionalCharge')}</Tag>}
            {post.acting && (
              <Tag color="purple" data-testid="post-acting">
                {t('common:postActing', {
                  name: nameOf(post.acting, lang),
                  from: formatDate(post.acting.fromDate, lang),
                  to: formatDate(post.acting.toDate, lang),
                })}
              </Tag>
            )}
          </>
        ) : (
          <Tag color="orange">{t('emptyPost')}</Tag>
        )}
        {editable && (
          <>
            <Button
              type="text"
              size="small"
              icon={<PlusOutlined />}
              aria-label={t('addPostUnder', { name: role })}
              onClick={(event) => act(event, () => onAdd?.(post))}
            />
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={`${t('common:update')} ${role}`}
              onClick={(event) => act(event, () => onEdit?.(post))}
            />
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('common:delete')} ${role}`}
              onClick={(event) => act(event, () => onDelete?.(post))}
            />
          </>
        )}
      </Space>
    );
  };

  const children = new Map<number | null, OrganogramPost[]>();
  for (const post of organogram.posts) {
    // A superior outside this office's list (should not happen) would hide the post; show it at the top.
    const parent = post.parentDeskId !== null && byId.has(post.parentDeskId) ? post.parentDeskId : null;
    children.set(parent, [...(children.get(parent) ?? []), post]);
  }
  const build = (parent: number | null): TreeDataNode[] =>
    (children.get(parent) ?? []).map((post) => ({
      key: post.id,
      title: title(post),
      children: build(post.id),
    }));
  const treeData = build(null);

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragged = byId.get(Number(info.dragNode.key));
    const target = byId.get(Number(info.node.key));
    if (!dragged || !target) return;
    // Dropped onto a post: it becomes the superior. Dropped beside one: same superior as that post.
    onMove?.(dragged, info.dropToGap ? target.parentDeskId : target.id);
  };

  if (organogram.posts.length === 0)
    return <Typography.Text type="secondary">{t('common:noData')}</Typography.Text>;
  const parents = [...children.keys()].filter((key): key is number => key !== null);
  return (
    <Tree
      treeData={treeData}
      expandedKeys={parents.filter((id) => !folded.has(id))}
      onExpand={(keys) => setFolded(new Set(parents.filter((id) => !keys.includes(id))))}
      showLine
      selectable={false}
      draggable={editable ? { icon: false } : false}
      onDrop={onDrop}
      blockNode
    />
  );
}
