/**
 * The product lines of a goods received note or a requisition: a product of the store and a
 * quantity per row, at least one row, each product once (the contract's rules, checked again by
 * the API). Products are searched on the server, so a large store does not load its whole list.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_LINES, MAX_QUANTITY } from '../../../../common/contracts/store.contract';
import { nameOf } from '../../../../common/labels';
import { localDigits } from '../../../lib/format';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { useProducts } from '../store.api';

function ProductSelect({
  value,
  onChange,
  id,
}: {
  value?: number;
  onChange?: (id: number) => void;
  id?: string;
}) {
  const { t } = useTranslation('store');
  const lang = useLang();
  const { debounced, setSearch } = useDebouncedSearch();
  const products = useProducts({ search: debounced, pageSize: 50 });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      onChange={onChange}
      placeholder={t('product')}
      aria-label={t('product')}
      loading={products.isFetching}
      style={{ minWidth: 220 }}
      options={(products.data?.items ?? []).map((product) => ({
        value: product.id,
        label: `${nameOf(product, lang)} (${t('stock')}: ${localDigits(product.stock, lang)} ${t(`unit_${product.unit}`)})`,
      }))}
    />
  );
}

export function ProductLines() {
  const { t } = useTranslation('store');
  return (
    <Form.List
      name="lines"
      rules={[
        {
          validator: async (_, lines: unknown[] | undefined) => {
            if (!lines || lines.length === 0) throw new Error(t('messages:validation.store.linesRequired'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field, index) => (
            <Space key={field.key} align="start" wrap>
              <Form.Item
                name={[field.name, 'productId']}
                label={index === 0 ? t('product') : undefined}
                rules={[{ required: true, message: t('messages:validation.store.productRequired') }]}
              >
                <ProductSelect />
              </Form.Item>
              <Form.Item
                name={[field.name, 'quantity']}
                label={index === 0 ? t('quantity') : undefined}
                rules={[
                  {
                    required: true,
                    type: 'integer',
                    min: 1,
                    max: MAX_QUANTITY,
                    message: t('messages:validation.store.quantityInvalid'),
                  },
                ]}
              >
                <InputNumber min={1} max={MAX_QUANTITY} aria-label={t('quantity')} />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('removeLine')}
                onClick={() => remove(field.name)}
                style={index === 0 ? { marginTop: 30 } : undefined}
              />
            </Space>
          ))}
          <Form.ErrorList errors={errors} />
          {fields.length < MAX_LINES && (
            <Button icon={<PlusOutlined />} onClick={() => add()} style={{ marginBottom: 16 }}>
              {t('addLine')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
