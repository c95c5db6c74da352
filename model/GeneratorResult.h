// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GeneratorError.h"

#include <utility>
#include <variant>

namespace isle::model {

/// A value or a GeneratorError (std::expected is C++23; g++ 12 lacks it).
template<typename T> class GeneratorResult
{
public:
    GeneratorResult(T value)
        : m_data(std::in_place_index<0>, std::move(value))
    { }
    GeneratorResult(GeneratorError error)
        : m_data(std::in_place_index<1>, std::move(error))
    { }

    bool hasValue() const { return m_data.index() == 0; }
    explicit operator bool() const { return hasValue(); }
    /* hasValue() */
    const T &value() const & { return std::get<0>(m_data); }
    T &value() & { return std::get<0>(m_data); }
    T &&value() && { return std::get<0>(std::move(m_data)); }
    /* !hasValue() */
    const GeneratorError &error() const { return std::get<1>(m_data); }

private:
    std::variant<T, GeneratorError> m_data;
};

} // namespace isle::model
