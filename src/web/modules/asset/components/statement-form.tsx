/**
 * The asset statement as a sectioned form (family, immovable, movable, liabilities, income), each
 * section a list of rows checked with the contract's own rules. The page saves it as it changes.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Collapse, Form, type FormInstance, Input, Row, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACQUIRED_BY,
  type AssetContent,
  IMMOVABLE_KINDS,
  INCOME_KINDS,
  LIABILITY_KINDS,
  MAX_ROWS,
  MOVABLE_KINDS,
  moneySchema,
  OWNERS,
  RELATIONS,
} from '../../../../common/contracts/asset.contract';
import { textSchema } from '../../../../common/validation';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { takaInWords } from '../../../lib/bangla-words';
import { zodRule } from '../../../lib/form-rules';

const moneyRule = zodRule(moneySchema);
const required = (key: string) => zodRule(textSchema(300, key));

/** The amount in Bangla words under a money field, once it is a valid amount. */
function InWords({ name }: { name: (string | number)[] }) {
  const { t } = useTranslation('asset');
  const value = Form.useWatch(name) as string | undefined;
  const words = value && moneySchema.safeParse(value).success ? takaInWords(value) : null;
  return words ? <Typography.Text type="secondary">{`${t('inWords')}: ${words}`}</Typography.Text> : null;
}

function Section({
  name,
  title,
  empty,
  fields,
  locked,
}: {
  name: keyof AssetContent;
  title: string;
  empty: object;
  fields: (row: number) => ReactNode;
  /** A submitted statement: rows are shown, not added or removed. */
  locked: boolean;
}) {
  const { t } = useTranslation('asset');
  return (
    <Form.List name={name}>
      {(rows, { add, remove }) => (
        <>
          {rows.map((row, index) => (
            <div
              key={row.key}
              style={{
                border: '1px solid rgba(128,128,128,0.35)',
                borderRadius: 8,
                padding: '12px 12px 0',
                marginBottom: 12,
              }}
            >
              <Row gutter={12} align="top">
                {fields(row.name)}
                {!locked && (
                  <Col xs={24} md={2} style={{ textAlign: 'right' }}>
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('removeRowNamed', { section: title, index: index + 1 })}
                      title={t('removeRow')}
                      onClick={() => remove(row.name)}
                      style={{ marginTop: 30 }}
                    />
                  </Col>
                )}
              </Row>
            </div>
          ))}
          {!locked && rows.length < MAX_ROWS && (
            <Button
              icon={<PlusOutlined />}
              onClick={() => add(empty)}
              // Section names are long in Bangla: the label wraps on a phone rather than widening the page.
              style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'left', maxWidth: '100%' }}
            >
              {`${t('addRow')}: ${title}`}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}

function EnumSelect({
  label,
  name,
  values,
  prefix,
  md = 5,
}: {
  label: string;
  name: (string | number)[];
  values: readonly string[];
  prefix: string;
  md?: number;
}) {
  const { t } = useTranslation('asset');
  return (
    <Col xs={24} sm={12} md={md}>
      <Form.Item label={label} name={name}>
        <Select
          aria-label={label}
          options={values.map((value) => ({ value, label: t(`${prefix}_${value}`) }))}
        />
      </Form.Item>
    </Col>
  );
}

function MoneyField({
  label,
  list,
  name,
  md = 5,
}: {
  label: string;
  list: keyof AssetContent;
  name: (string | number)[];
  md?: number;
}) {
  return (
    <Col xs={24} sm={12} md={md}>
      <Form.Item label={label} name={name} rules={[moneyRule]} extra={<InWords name={[list, ...name]} />}>
        <Input inputMode="decimal" placeholder="250000" />
      </Form.Item>
    </Col>
  );
}

export function StatementForm({
  form,
  initial,
  disabled,
  onChange,
}: {
  form: FormInstance<AssetContent>;
  initial: AssetContent;
  disabled: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation('asset');
  const owner = (row: number) => (
    <EnumSelect label={t('owner')} name={[row, 'owner']} values={OWNERS} prefix="owner" md={4} />
  );
  const items = [
    {
      key: 'family',
      label: t('sectionFamily'),
      children: (
        <>
          <Form.Item label={t('spouseName')} name="spouseName" style={{ maxWidth: 480 }}>
            <Input maxLength={100} />
          </Form.Item>
          <Section
            locked={disabled}
            name="dependants"
            title={t('dependantName')}
            empty={{ name: '', relation: 'son' }}
            fields={(row) => (
              <>
                <Col xs={24} md={12}>
                  <Form.Item
                    label={t('dependantName')}
                    name={[row, 'name']}
                    rules={[required('validation.asset.nameRequired')]}
                  >
                    <Input maxLength={100} />
                  </Form.Item>
                </Col>
                <EnumSelect
                  label={t('relation')}
                  name={[row, 'relation']}
                  values={RELATIONS}
                  prefix="relation"
                  md={8}
                />
              </>
            )}
          />
        </>
      ),
    },
    {
      key: 'immovable',
      label: t('sectionImmovable'),
      children: (
        <Section
          locked={disabled}
          name="immovable"
          title={t('sectionImmovable')}
          empty={{ owner: 'self', kind: 'land', location: '', area: '', value: '', acquiredBy: 'purchase' }}
          fields={(row) => (
            <>
              {owner(row)}
              <EnumSelect
                label={t('kind')}
                name={[row, 'kind']}
                values={IMMOVABLE_KINDS}
                prefix="kind"
                md={4}
              />
              <Col xs={24} md={14}>
                <Form.Item
                  label={t('location')}
                  name={[row, 'location']}
                  rules={[required('validation.asset.locationRequired')]}
                >
                  <Input maxLength={300} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12} md={4}>
                <Form.Item label={t('area')} name={[row, 'area']}>
                  <Input maxLength={60} />
                </Form.Item>
              </Col>
              <MoneyField label={t('value')} list="immovable" name={[row, 'value']} md={6} />
              <EnumSelect
                label={t('acquiredBy')}
                name={[row, 'acquiredBy']}
                values={ACQUIRED_BY}
                prefix="acquired"
                md={4}
              />
              <Col xs={24} sm={12} md={6}>
                <Form.Item
                  label={t('acquiredOn')}
                  name={[row, 'acquiredOn']}
                  getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value) : null })}
                  normalize={(value: Dayjs | null) => (value ? machineDate(value) : undefined)}
                >
                  <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
                </Form.Item>
              </Col>
            </>
          )}
        />
      ),
    },
    {
      key: 'movable',
      label: t('sectionMovable'),
      children: (
        <Section
          locked={disabled}
          name="movable"
          title={t('sectionMovable')}
          empty={{ owner: 'self', kind: 'cash', description: '', value: '' }}
          fields={(row) => (
            <>
              {owner(row)}
              <EnumSelect
                label={t('kind')}
                name={[row, 'kind']}
                values={MOVABLE_KINDS}
                prefix="kind"
                md={5}
              />
              <Col xs={24} md={7}>
                <Form.Item label={t('description')} name={[row, 'description']}>
                  <Input maxLength={300} />
                </Form.Item>
              </Col>
              <MoneyField label={t('value')} list="movable" name={[row, 'value']} md={6} />
            </>
          )}
        />
      ),
    },
    {
      key: 'liabilities',
      label: t('sectionLiabilities'),
      children: (
        <Section
          locked={disabled}
          name="liabilities"
          title={t('sectionLiabilities')}
          empty={{ owner: 'self', kind: 'bankLoan', lender: '', amount: '' }}
          fields={(row) => (
            <>
              {owner(row)}
              <EnumSelect
                label={t('kind')}
                name={[row, 'kind']}
                values={LIABILITY_KINDS}
                prefix="kind"
                md={5}
              />
              <Col xs={24} md={7}>
                <Form.Item
                  label={t('lender')}
                  name={[row, 'lender']}
                  rules={[required('validation.asset.lenderRequired')]}
                >
                  <Input maxLength={200} />
                </Form.Item>
              </Col>
              <MoneyField label={t('amount')} list="liabilities" name={[row, 'amount']} md={6} />
            </>
          )}
        />
      ),
    },
    {
      key: 'income',
      label: t('sectionIncome'),
      children: (
        <Section
          locked={disabled}
          name="income"
          title={t('sectionIncome')}
          empty={{ owner: 'self', kind: 'salary', description: '', annualAmount: '' }}
          fields={(row) => (
            <>
              {owner(row)}
              <EnumSelect label={t('kind')} name={[row, 'kind']} values={INCOME_KINDS} prefix="kind" md={5} />
              <Col xs={24} md={7}>
                <Form.Item label={t('description')} name={[row, 'description']}>
                  <Input maxLength={300} />
                </Form.Item>
              </Col>
              <MoneyField label={t('annualAmount')} list="income" name={[row, 'annualAmount']} md={6} />
            </>
          )}
        />
      ),
    },
  ];
  return (
    <Form form={form} layout="vertical" initialValues={initial} disabled={disabled} onValuesChange={onChange}>
      <Collapse items={items} defaultActiveKey={items.map((item) => item.key)} />
    </Form>
  );
}
