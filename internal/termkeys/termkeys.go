// Package termkeys reads the keys of a terminal for the line editor: the
// line view's and the SSH lobby's keys are the same.
package termkeys

import (
	uv "github.com/charmbracelet/ultraviolet"

	"github.com/anna-chess/anna/internal/lineedit"
)

// Edit translates a key press into the line editor's keys.
func Edit(k uv.KeyPressEvent) (lineedit.Key, bool) {
	switch {
	case k.MatchString("enter", "ctrl+j", "ctrl+m"):
		return lineedit.Key{Code: lineedit.Enter}, true
	case k.MatchString("backspace", "ctrl+h"):
		return lineedit.Key{Code: lineedit.Backspace}, true
	case k.MatchString("delete"):
		return lineedit.Key{Code: lineedit.Delete}, true
	case k.MatchString("left", "ctrl+b"):
		return lineedit.Key{Code: lineedit.Left}, true
	case k.MatchString("right", "ctrl+f"):
		return lineedit.Key{Code: lineedit.Right}, true
	case k.MatchString("home", "ctrl+a"):
		return lineedit.Key{Code: lineedit.Home}, true
	case k.MatchString("end", "ctrl+e"):
		return lineedit.Key{Code: lineedit.End}, true
	case k.MatchString("up", "ctrl+p"):
		return lineedit.Key{Code: lineedit.Up}, true
	case k.MatchString("down", "ctrl+n"):
		return lineedit.Key{Code: lineedit.Down}, true
	case k.MatchString("ctrl+u", "esc"):
		return lineedit.Key{Code: lineedit.Clear}, true
	case k.MatchString("ctrl+k"):
		return lineedit.Key{Code: lineedit.KillToEnd}, true
	case k.MatchString("ctrl+w"):
		return lineedit.Key{Code: lineedit.KillWord}, true
	case k.MatchString("ctrl+c"):
		return lineedit.Key{Code: lineedit.Interrupt}, true
	case k.MatchString("ctrl+d"):
		return lineedit.Key{Code: lineedit.EndOfInput}, true
	case k.MatchString("ctrl+l"):
		return lineedit.Key{Code: lineedit.Redraw}, true
	case k.Text != "" && k.Mod&^uv.ModShift == 0:
		return lineedit.Key{Code: lineedit.Text, Text: k.Text}, true
	}
	return lineedit.Key{}, false
}
