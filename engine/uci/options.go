package uci

import (
	"fmt"
	"strconv"
	"strings"
)

// Option is one setting an engine offers (UCI's "option" line).
type Option struct {
	Name     string
	Type     string // check, spin, combo, button or string
	Default  string
	Min, Max int
	Vars     []string
}

// parseOption reads "option name Skill Level type spin default 20 min 0
// max 20". A name may have spaces; it runs to "type".
func parseOption(text string) (Option, error) {
	f := strings.Fields(text)
	if len(f) < 5 || f[0] != "option" || f[1] != "name" {
		return Option{}, fmt.Errorf("engine: not an option line %q", text)
	}
	var o Option
	i := 2
	for i < len(f) && f[i] != "type" {
		i++
	}
	o.Name = strings.Join(f[2:i], " ")
	if o.Name == "" || i+1 >= len(f) {
		return Option{}, fmt.Errorf("engine: not an option line %q", text)
	}
	o.Type = f[i+1]
	key := ""
	var value []string
	flush := func() {
		v := strings.Join(value, " ")
		switch key {
		case "default":
			o.Default = v
		case "min":
			o.Min, _ = strconv.Atoi(v)
		case "max":
			o.Max, _ = strconv.Atoi(v)
		case "var":
			o.Vars = append(o.Vars, v)
		}
		value = value[:0]
	}
	for _, w := range f[i+2:] {
		switch w {
		case "default", "min", "max", "var":
			flush()
			key = w
		default:
			value = append(value, w)
		}
	}
	flush()
	switch o.Type {
	case "check", "spin", "combo", "button", "string":
		return o, nil
	}
	return Option{}, fmt.Errorf("engine: option %q has an unknown type %q", o.Name, o.Type)
}

// Clamp puts v within the option's range.
func (o Option) Clamp(v int) int {
	if o.Type != "spin" {
		return v
	}
	return min(max(v, o.Min), o.Max)
}
