import type { CSSProperties, SVGProps } from 'react'
import { ICON_SPRITE } from './sprite-url'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> & {
  /** Width and height in CSS pixels (24 by default, as the art is drawn). */
  size?: number | string
}

/**
 * One icon of the sprite (`public/icons.svg`, written by `npm run icons` from lucide's art): an `<svg>` that points at
 * its symbol. A page carries a short reference per icon instead of every path of it, and no icon's code reaches the
 * browser; the sprite is one cached file. Stroke and fill come from the `.icon` rule in globals.css (colour is the
 * text's); a `fill` or `strokeWidth` given here wins over it. Hidden from assistive technology unless it is labelled.
 */
export function icon(name: string) {
  function Icon({ size = 24, className, fill, strokeWidth, style, ...rest }: IconProps) {
    const labelled = rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined || rest.role === 'img'
    const own: CSSProperties | undefined =
      fill !== undefined || strokeWidth !== undefined ? { fill, strokeWidth, ...style } : style
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: decorative unless labelled (aria-label / aria-labelledby), as lucide's
      <svg
        width={size}
        height={size}
        className={className ? `icon ${className}` : 'icon'}
        aria-hidden={labelled ? undefined : true}
        // Only when there is one: an undefined style is still written into a server component's payload.
        {...(own && { style: own })}
        {...rest}
      >
        <use href={`${ICON_SPRITE}#${name}`} />
      </svg>
    )
  }
  Icon.displayName = `Icon(${name})`
  return Icon
}

export type IconComponent = ReturnType<typeof icon>
