package session

import (
	"reflect"

	"github.com/anna-chess/anna/speech"
)

// method is a phrasebook method an event may name: its index in the
// method set and its arguments' types (the phrasebook itself left out).
type method struct {
	index int
	in    []reflect.Type
}

var phraseType = reflect.TypeFor[speech.Phrase]()

// phrasebook holds the methods events may name: every exported method of
// speech.Phrasebook that returns one phrase and whose arguments can be
// written and read (a phrase argument is an event).
var phrasebook = func() (pb struct {
	prefix  string
	methods map[string]method
}) {
	t := reflect.TypeFor[speech.Phrasebook]()
	pb.prefix = t.PkgPath() + "." + t.Name() + "."
	pb.methods = map[string]method{}
	for i := range t.NumMethod() {
		m := t.Method(i)
		ft := m.Type
		if ft.NumOut() != 1 || ft.Out(0) != phraseType || ft.IsVariadic() {
			continue
		}
		var in []reflect.Type
		ok := true
		for j := 1; j < ft.NumIn(); j++ {
			p := ft.In(j)
			ok = ok && (p == phraseType || writable(p, map[reflect.Type]bool{}))
			in = append(in, p)
		}
		if ok {
			pb.methods[m.Name] = method{index: i, in: in}
		}
	}
	return pb
}()

// writable reports whether encoding/json writes and reads a value of type
// t back whole: no functions, channels, interfaces or unexported fields.
func writable(t reflect.Type, seen map[reflect.Type]bool) bool {
	if seen[t] {
		return true
	}
	seen[t] = true
	switch t.Kind() {
	case reflect.Bool, reflect.String,
		reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return true
	case reflect.Slice, reflect.Array, reflect.Pointer:
		return t.Elem() != phraseType && writable(t.Elem(), seen)
	case reflect.Struct:
		if t == phraseType {
			return false
		}
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() || f.Tag.Get("json") == "-" || !writable(f.Type, seen) {
				return false
			}
		}
		return true
	}
	return false
}
