package main

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"os"
	"unicode/utf8"

	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// faces are the fonts a screen is drawn with: regular and bold, each with
// a fallback for characters the first lacks (chess glyphs are in DejaVu
// Sans, not in DejaVu Sans Mono).
type faces struct {
	regular, bold []face
	cellW, cellH  int
	ascent        int
}

type face struct {
	f    font.Face
	font *sfnt.Font // nil for the built-in bitmap font
}

// The fonts of Debian's fonts-dejavu-core.
var (
	monoFonts = [2]string{"/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"}
	sansFonts = [2]string{"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"}
)

// loadFaces opens the DejaVu fonts at size points (96 dpi); without them
// it falls back to a small built-in bitmap font.
func loadFaces(size float64) (*faces, error) {
	fs := &faces{}
	for i, set := range [][]*[]face{{&fs.regular}, {&fs.bold}} {
		for _, path := range []string{monoFonts[i], sansFonts[i]} {
			data, err := os.ReadFile(path)
			if err != nil {
				continue
			}
			f, err := opentype.Parse(data)
			if err != nil {
				return nil, fmt.Errorf("screenshot: %s: %w", path, err)
			}
			fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 96, Hinting: font.HintingFull})
			if err != nil {
				return nil, fmt.Errorf("screenshot: %s: %w", path, err)
			}
			*set[0] = append(*set[0], face{f: fc, font: f})
		}
	}
	if len(fs.regular) == 0 {
		fs.regular = []face{{f: basicfont.Face7x13}}
	}
	if len(fs.bold) == 0 {
		fs.bold = fs.regular
	}
	m := fs.regular[0].f.Metrics()
	adv, _ := fs.regular[0].f.GlyphAdvance('M')
	fs.cellW = adv.Ceil()
	fs.ascent = m.Ascent.Ceil()
	fs.cellH = (m.Ascent + m.Descent).Ceil()
	return fs, nil
}

// has reports whether a face draws a rune.
func (f face) has(r rune) bool {
	if f.font == nil {
		return r < 0x80
	}
	var b sfnt.Buffer
	i, err := f.font.GlyphIndex(&b, r)
	return err == nil && i != 0
}

// render draws a screen as a terminal would, one cell at a time: the
// background, then the character in its colour. Block elements are drawn
// as rectangles, as terminals do, so that they join without gaps.
func render(sc *screen, fs *faces) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, sc.w*fs.cellW, sc.h*fs.cellH))
	for y, row := range sc.cells {
		for x, c := range row {
			fg, bg := sc.colours(c)
			r := image.Rect(x*fs.cellW, y*fs.cellH, (x+1)*fs.cellW, (y+1)*fs.cellH)
			if c.wide {
				r.Max.X += fs.cellW
			}
			draw.Draw(img, r, image.NewUniform(bg), image.Point{}, draw.Src)
			if c.text == "" || c.text == " " {
				continue
			}
			ru, _ := utf8.DecodeRuneInString(c.text)
			if !block(img, r, ru, fg, bg) {
				glyph(img, r, fs, c, ru, fg)
			}
			if c.under {
				draw.Draw(img, image.Rect(r.Min.X, r.Max.Y-2, r.Max.X, r.Max.Y-1), image.NewUniform(fg), image.Point{}, draw.Src)
			}
		}
	}
	if sc.cursorX >= 0 && sc.cursorY >= 0 && sc.cursorX < sc.w && sc.cursorY < sc.h {
		// An underline cursor, in the text colour, as a steady terminal
		// cursor shows.
		fg, _ := sc.colours(sc.cells[sc.cursorY][sc.cursorX])
		x, y := sc.cursorX*fs.cellW, (sc.cursorY+1)*fs.cellH
		draw.Draw(img, image.Rect(x, y-3, x+fs.cellW, y), image.NewUniform(fg), image.Point{}, draw.Src)
	}
	return img
}

// glyph draws a character from the first face that has it.
func glyph(img *image.RGBA, r image.Rectangle, fs *faces, c cell, ru rune, fg color.Color) {
	set := fs.regular
	if c.bold {
		set = fs.bold
	}
	f := set[0]
	for _, cand := range set {
		if cand.has(ru) {
			f = cand
			break
		}
	}
	d := font.Drawer{Dst: img, Src: image.NewUniform(fg), Face: f.f}
	adv, ok := f.f.GlyphAdvance(ru)
	x := fixed.I(r.Min.X)
	if ok && adv.Ceil() < r.Dx() {
		x += (fixed.I(r.Dx()) - adv) / 2 // a narrower fallback glyph is centred in its cell
	}
	d.Dot = fixed.Point26_6{X: x, Y: fixed.I(r.Min.Y + fs.ascent)}
	d.DrawString(c.text)
}

// block draws the block elements (U+2580-U+259F) as rectangles; it
// reports whether the rune was one.
func block(img *image.RGBA, r image.Rectangle, ru rune, fg, bg color.Color) bool {
	w, h := r.Dx(), r.Dy()
	fill := func(x0, y0, x1, y1 float64) {
		rr := image.Rect(r.Min.X+int(math.Round(x0*float64(w))), r.Min.Y+int(math.Round(y0*float64(h))),
			r.Min.X+int(math.Round(x1*float64(w))), r.Min.Y+int(math.Round(y1*float64(h))))
		draw.Draw(img, rr, image.NewUniform(fg), image.Point{}, draw.Src)
	}
	quad := func(bits int) {
		if bits&8 != 0 {
			fill(0, 0, .5, .5)
		}
		if bits&4 != 0 {
			fill(.5, 0, 1, .5)
		}
		if bits&2 != 0 {
			fill(0, .5, .5, 1)
		}
		if bits&1 != 0 {
			fill(.5, .5, 1, 1)
		}
	}
	switch {
	case ru == 0x2580:
		fill(0, 0, 1, .5)
	case ru >= 0x2581 && ru <= 0x2588: // lower eighths to full
		fill(0, 1-float64(ru-0x2580)/8, 1, 1)
	case ru >= 0x2589 && ru <= 0x258f: // left seven eighths to one eighth
		fill(0, 0, float64(0x2590-ru)/8, 1)
	case ru == 0x2590:
		fill(.5, 0, 1, 1)
	case ru >= 0x2591 && ru <= 0x2593: // shades
		draw.Draw(img, r, image.NewUniform(mix(fg, bg, float64(ru-0x2590)/4)), image.Point{}, draw.Src)
	case ru == 0x2594:
		fill(0, 0, 1, 1.0/8)
	case ru == 0x2595:
		fill(7.0/8, 0, 1, 1)
	case ru >= 0x2596 && ru <= 0x259f:
		quad([10]int{2, 1, 8, 8 | 2 | 1, 8 | 1, 8 | 4 | 2, 8 | 4 | 1, 4, 4 | 2, 4 | 2 | 1}[ru-0x2596])
	default:
		return false
	}
	return true
}
