import { useId, useRef, type ChangeEvent } from 'react';
import { CircleAlert, FileUp, Sparkles, X } from 'lucide-react';
import type { Category } from '@contracts/content';
import { adminT } from '@web/admin/i18n/admin-t';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/ui/card';
import { Input } from '@web/ui/input';
import { Label } from '@web/ui/label';
import { SelectField } from '@web/ui/select-field';
import { Textarea } from '@web/ui/textarea';
import { formatBytes } from './import-source';

export interface ChosenFile {
  name: string;
  size: number;
}

/** "No default category" in the select (Radix selects need a non-empty value). */
export const noDefaultCategory = 'none';

interface ImportFormProps {
  categories: readonly Category[];
  defaultCategoryId: string;
  onDefaultCategoryChange: (id: string) => void;
  file: ChosenFile | null;
  onFileChange: (file: File | null) => void;
  text: string;
  onTextChange: (text: string) => void;
  onSample: () => void;
  /** Why the input cannot be previewed (too large, not CSV, the server's 400), if it cannot. */
  problem: string | null;
  onPreview: () => void;
  previewing: boolean;
  disabled: boolean;
}

/** 000 §2: file upload (CSV or JSON), a default category, a JSON text area and a sample button. */
export function ImportForm(props: ImportFormProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const fileHintId = useId();
  const textHintId = useId();
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    props.onFileChange(event.target.files?.[0] ?? null);
  };
  const removeFile = () => {
    if (fileInput.current) fileInput.current.value = '';
    props.onFileChange(null);
  };

  return (
    <Card>
      <CardHeader>
        <h3 className="text-lg leading-tight font-semibold">
          {adminT('admin.import.sourceTitle')}
        </h3>
        <CardDescription>{adminT('admin.import.sourceDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="grid content-start gap-1.5">
            <Label htmlFor="import-file">{adminT('admin.import.file')}</Label>
            <Input
              ref={fileInput}
              id="import-file"
              type="file"
              accept=".csv,.json,text/csv,application/json"
              aria-describedby={fileHintId}
              disabled={props.disabled}
              onChange={onFile}
              className="h-auto py-1.5 file:mr-3 file:rounded-md file:bg-primary-soft file:px-3 file:py-1 file:text-primary-soft-foreground"
            />
            <p id={fileHintId} className="text-xs text-muted-foreground">
              {adminT('admin.import.fileHint')}
            </p>
            {props.file ? (
              <div className="flex items-center justify-between gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm">
                <span className="flex min-w-0 items-center gap-2">
                  <FileUp aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  <span className="truncate">
                    {adminT('admin.import.fileChosen', {
                      name: props.file.name,
                      size: formatBytes(props.file.size),
                    })}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={adminT('admin.import.removeFile')}
                  disabled={props.disabled}
                  onClick={removeFile}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            ) : null}
          </div>
          <SelectField
            className="content-start"
            label={adminT('admin.import.defaultCategory')}
            hint={adminT('admin.import.defaultCategoryHint')}
            value={props.defaultCategoryId}
            onValueChange={props.onDefaultCategoryChange}
            disabled={props.disabled}
            options={[
              { value: noDefaultCategory, label: adminT('admin.import.noDefaultCategory') },
              ...props.categories.map((category) => ({ value: category.id, label: category.name })),
            ]}
          />
        </div>
        <div className="grid gap-1.5">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <Label htmlFor="import-text">{adminT('admin.import.text')}</Label>
            <Button variant="outline" size="sm" disabled={props.disabled} onClick={props.onSample}>
              <Sparkles aria-hidden="true" />
              {adminT('admin.import.sample')}
            </Button>
          </div>
          <Textarea
            id="import-text"
            rows={10}
            spellCheck={false}
            aria-describedby={textHintId}
            className="font-mono text-xs sm:text-xs"
            placeholder={adminT('admin.import.textPlaceholder')}
            value={props.text}
            disabled={props.disabled || props.file !== null}
            onChange={(event) => props.onTextChange(event.target.value)}
          />
          <p id={textHintId} className="text-xs text-muted-foreground">
            {props.file ? adminT('admin.import.textIgnored') : adminT('admin.import.textHint')}
          </p>
        </div>
        {props.problem ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{props.problem}</span>
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button
            onClick={props.onPreview}
            loading={props.previewing}
            disabled={props.disabled}
            className="w-full sm:w-auto"
          >
            {props.previewing ? adminT('admin.import.previewing') : adminT('admin.import.preview')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
